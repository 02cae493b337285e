import type { UsernameRequest } from '@creative-ng/shared/marketplace/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/controls';
import { useSchemaForm } from '../../../components/form/schemaForm';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { changeUsername, refreshMarket, useMyUsername } from '../lib/marketApi';

/** The shared username schema, loaded with the first check. */
const loadSchema = async () => (await import('@creative-ng/shared/marketplace/index')).usernameRequestSchema;

/**
 * A seller (creative or business) changes its readable username, the address of its seller page
 * /user-products/{username}, on the form kit with the shared username schema. Used on the seller page; Settings
 * can mount it as it is (it loads the current one).
 */
export function SellerUsernameForm({ current, moveToPage = true }: { current?: string; moveToPage?: boolean }) {
  const t = useMarketT();
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const canSell = session.userType === 'user' || session.userType === 'business';
  const mine = useMyUsername(canSell && current === undefined);
  const known = current ?? mine.data?.username ?? '';
  const kit = useSchemaForm<UsernameRequest>({
    defaultValues: { username: known },
    schema: loadSchema,
    unreachable: () => t('error.INTERNAL'),
    idOf: (field) => `${id}-${field}`,
    order: ['username'],
  });
  const { reset } = kit.form;
  useEffect(() => reset({ username: known }), [known, reset]);
  const save = useMutation({ mutationFn: (body: UsernameRequest) => changeUsername(body.username) });
  if (!canSell) return null;

  // The schema gives the name as it is kept: trimmed, in small letters.
  const onSubmit = kit.submit((body) =>
    save.mutate(body, {
      onSuccess: async ({ username }) => {
        await refreshMarket(client);
        toast.success(t('market.updated'), { duration: TOAST_DURATIONS.quickSuccess });
        if (moveToPage) navigate(`/user-products/${username}`, { replace: true });
      },
      onError: (cause) =>
        kit.fail({ username: serverFieldErrors(cause).username ?? failureMessage(cause, t('error.INTERNAL')) }),
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-4"
    >
      <TextField
        {...kit.field('username')}
        label={t('market.seller.username')}
        hint={t('market.seller.usernameHint', { username: kit.values.username || known })}
        maxLength={30}
        autoCapitalize="none"
      />
      <SubmitButton busy={save.isPending}>{t('market.seller.saveUsername')}</SubmitButton>
    </form>
  );
}
