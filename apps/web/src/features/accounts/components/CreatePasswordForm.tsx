import type { CreatePasswordRequest } from '@creative-ng/shared/accounts/schemas';
import { REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/form/SecretFields';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Page } from '../../../components/Page';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAccountsT } from '../i18n';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { createPassword } from '../lib/accountsApi';
import { useSendOnce, useTimers } from '../lib/hooks';
import { FormAlert, LINK, SubmitButton } from './controls';

const ORDER = ['password', 'confirm_password'];
const EMPTY = { password: '', confirm_password: '' } satisfies CreatePasswordRequest;
type Values = typeof EMPTY;

/** The shared create-password schema, loaded with the first check (or the first tap). */
const loadSchema = async () => (await loadAccountSchemas()).createPasswordRequestSchema;

/** Whose password: the creative (/cpassword) or the business (/bpassword, /password) endpoint. */
type Whose = 'user' | 'business';

interface CreatePasswordFormProps {
  type: Whose;
  title: string;
}

/** An answer without a token: the password was not set for a signed-up account. */
class NoToken extends Error {}

/** Sets the password; an answer without a token is a failure. */
async function create({ type, body }: { type: Whose; body: CreatePasswordRequest }) {
  const response = await createPassword(type, body);
  if (!response.data?.token) throw new NoToken('No token in the answer');
  return response;
}

/** The password and its confirmation on the form kit; 'Create Account' / 'Creating account...'. */
function PasswordForm({ type }: { type: Whose }) {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const id = (field: string) => `${type}-create-${field}`;
  const kit = useSchemaForm<Values, undefined, CreatePasswordRequest>({
    defaultValues: EMPTY,
    schema: loadSchema,
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: id,
    order: ORDER,
  });
  const save = useSendOnce(create);

  const onSubmit = kit.submit((data) => {
    // The confirmation is sent as typed.
    const body = { password: data.password, confirm_password: kit.form.getValues('confirm_password') };
    save.send(
      { type, body },
      {
        onSuccess: () => {
          toast.success(t('account.passwordCreated'));
          later(() => navigate('/login', { state: { loginType: type } }), REDIRECT_DELAYS.afterPasswordSet);
        },
        onError: (error) => {
          const fallback =
            error instanceof NoToken ? t('account.passwordCreateFailed') : t('accounts.errors.createPassword');
          toast.error(kit.refuse(error, fallback, 'else'));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <NewPasswordFields
        password={kit.field('password')}
        confirm={kit.field('confirm_password')}
        labels={{
          password: t('accounts.newPassword'),
          hint: t('accounts.passwordHint'),
          confirm: t('accounts.confirmPassword'),
        }}
      />
      <FormAlert message={kit.errors[FORM_ERROR]} />
      <SubmitButton busy={save.busy}>
        {save.busy ? t('accounts.createPassword.busy') : t('accounts.createPassword.button')}
      </SubmitButton>
    </form>
  );
}

/**
 * Create password: new password and confirmation, each with show/hide;
 * 'Create Account' / 'Creating account...'; 'Password Successfully Created!' then /login after 2 s.
 * The sign-up token in storage says whose password it is.
 */
export function CreatePasswordForm({ type, title }: CreatePasswordFormProps) {
  const t = useAccountsT();
  const session = useSession();
  // Read once: when the password is set, the stored token goes and the screen must not switch to the notice.
  const [hasToken] = useState(() => Boolean(session.accessToken));

  return (
    <Page title={title} subtitle={hasToken ? t('accounts.createPassword.intro') : undefined}>
      {hasToken ? (
        <PasswordForm type={type} />
      ) : (
        <div className="flex flex-col gap-2 rounded-xl border border-warning-line bg-warning-soft p-4">
          <p>{t('accounts.createPassword.noToken')}</p>
          <Link to={`/forgot-password?loginType=${type}`} className={LINK}>
            {t('accounts.login.forgot')}
          </Link>
        </div>
      )}
      <p className="text-center">
        <Link to="/login" state={{ loginType: type }} className={LINK}>
          {t('accounts.createPassword.alreadyHave')}
        </Link>
      </p>
    </Page>
  );
}
