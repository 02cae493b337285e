import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/controls';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { changeUsername, refreshMarket, useMyUsername } from '../lib/marketApi';

/**
 * A seller (creative or business) changes its readable username, the address of its seller page
 * /user-products/{username}. Used on the seller page; Settings can mount it as it is (it loads the current one).
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
  const [value, setValue] = useState(known);
  useEffect(() => setValue(known), [known]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!canSell) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { username } = await changeUsername(value.trim().toLowerCase());
      await refreshMarket(client);
      toast.success(t('market.updated'), { duration: TOAST_DURATIONS.quickSuccess });
      if (moveToPage) navigate(`/user-products/${username}`, { replace: true });
    } catch (cause) {
      setError(serverFieldErrors(cause).username ?? failureMessage(cause, t('error.INTERNAL')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-4"
    >
      <TextField
        id={`${id}-username`}
        label={t('market.seller.username')}
        hint={t('market.seller.usernameHint', { username: value || known })}
        value={value}
        onValueChange={setValue}
        error={error}
        maxLength={30}
        autoCapitalize="none"
      />
      <SubmitButton busy={busy}>{t('market.seller.saveUsername')}</SubmitButton>
    </form>
  );
}
