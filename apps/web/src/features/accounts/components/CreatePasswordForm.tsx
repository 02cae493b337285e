import { REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { createPassword } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, withoutError } from '../lib/forms';
import { useTimers } from '../lib/hooks';
import { FormAlert, LINK, PasswordField, SubmitButton } from './controls';

const ORDER = ['password', 'confirm_password'];

interface CreatePasswordFormProps {
  /** Whose password: the creative (/cpassword) or the business (/bpassword, /password) endpoint. */
  type: 'user' | 'business';
  title: string;
}

/**
 * Create password: new password and confirmation, each with show/hide;
 * 'Create Account' / 'Creating account...'; 'Password Successfully Created!' then /login after 2 s.
 * The sign-up token in storage says whose password it is.
 */
export function CreatePasswordForm({ type, title }: CreatePasswordFormProps) {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const focus = useFocusById();
  const session = useSession();
  const [values, setValues] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const id = (field: string) => `${type}-create-${field}`;
  // Read once: when the password is set, the stored token goes and the screen must not switch to the notice.
  const [hasToken] = useState(() => Boolean(session.accessToken));

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function fail(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, ORDER);
    if (first && first !== FORM_ERROR) focus(id(first));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const checked = await validateAccount(
      (schemas) => schemas.createPasswordRequestSchema,
      values,
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) return fail(checked.errors);
    setBusy(true);
    setErrors({});
    try {
      const response = await createPassword(type, {
        password: checked.data.password,
        confirm_password: values.confirm_password,
      });
      if (!response.data?.token) {
        toast.error(t('account.passwordCreateFailed'));
        return fail({ [FORM_ERROR]: t('account.passwordCreateFailed') });
      }
      setDone(true);
      toast.success(t('account.passwordCreated'));
      later(() => navigate('/login', { state: { loginType: type } }), REDIRECT_DELAYS.afterPasswordSet);
    } catch (error) {
      const message = failureMessage(error, t('accounts.errors.createPassword'), t);
      toast.error(message);
      const fields = serverFieldErrors(error, t);
      fail(Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={title} subtitle={hasToken ? t('accounts.createPassword.intro') : undefined}>
      {hasToken ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <PasswordField
            id={id('password')}
            label={t('accounts.newPassword')}
            hint={t('accounts.passwordHint')}
            autoComplete="new-password"
            required
            value={values.password}
            onValueChange={change('password')}
            error={errors.password}
          />
          <PasswordField
            id={id('confirm_password')}
            label={t('accounts.confirmPassword')}
            autoComplete="new-password"
            required
            value={values.confirm_password}
            onValueChange={change('confirm_password')}
            error={errors.confirm_password}
          />
          <FormAlert message={errors[FORM_ERROR]} />
          <SubmitButton busy={busy || done}>
            {busy || done ? t('accounts.createPassword.busy') : t('accounts.createPassword.button')}
          </SubmitButton>
        </form>
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
