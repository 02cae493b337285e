import { OTP_TTL_MS, REDIRECT_DELAYS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, LINK, OtpField, PasswordField, SubmitButton, TextField } from '../components/controls';
import { ResendCode } from '../components/ResendCode';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { resetFinal, resetInit } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, withoutError } from '../lib/forms';
import { useTimers } from '../lib/hooks';
import { parseLoginType } from '../lib/loginType';
import { resendWaitMs, stateString } from '../lib/otp';

const ORDER = ['email', 'otp', 'new_password', 'confirm_password'];
const id = (field: string) => `reset-${field}`;

/**
 * /resetPassword: the emailed code, a new password and its confirmation, for the
 * account type in the navigation state (or ?type= after a reload). Unknown type: 'Invalid user type.'
 */
export default function ResetPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const later = useTimers();
  const focus = useFocusById();
  const type = parseLoginType(stateString(location.state, 'userType') ?? search.get('type'));
  const [values, setValues] = useState(() => ({
    email: stateString(location.state, 'email') ?? search.get('email') ?? '',
    otp: '',
    new_password: '',
    confirm_password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  function fail(next: FieldErrors) {
    setErrors(next);
    const first = firstErrorField(next, ORDER);
    if (first && first !== FORM_ERROR) focus(id(first));
  }

  if (!type) {
    return (
      <Page title={t('page.resetPassword.title')}>
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-soft p-3">
          <p className="font-medium">{t('account.invalidUserType')}</p>
          <Link to="/forgot-password" className={LINK}>
            {t('accounts.reset.startAgain')}
          </Link>
        </div>
      </Page>
    );
  }
  const accountType = type;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const checked = await validateAccount((schemas) => schemas.resetFinalRequestSchema, values, t('apiErrors.NETWORK'));
    if (!checked.ok) return fail(checked.errors);
    setBusy(true);
    setErrors({});
    try {
      await resetFinal(accountType, {
        email: checked.data.email,
        otp: checked.data.otp,
        new_password: checked.data.new_password,
        confirm_password: values.confirm_password,
      });
      setDone(true);
      toast.success(t('account.passwordResetSuccessful'), { duration: TOAST_DURATIONS.quickSuccess });
      later(() => navigate('/login', { state: { loginType: accountType } }), REDIRECT_DELAYS.afterReset);
    } catch (error) {
      const message = failureMessage(error, t('account.passwordResetFailed'), t);
      toast.error(message);
      const fields = serverFieldErrors(error, t);
      fail(Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  async function resend(): Promise<string | null> {
    const checked = await validateAccount(
      (schemas) => schemas.resendOtpRequestSchema,
      { email: values.email },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) {
      fail({ email: checked.errors.email });
      return null;
    }
    return (await resetInit(accountType, checked.data.email)).message;
  }

  return (
    <Page title={t('page.resetPassword.title')} subtitle={t('accounts.reset.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextField
          id={id('email')}
          label={t('accounts.email')}
          {...EMAIL_INPUT}
          required
          value={values.email}
          onValueChange={change('email')}
          error={errors.email}
        />
        <OtpField
          id={id('otp')}
          label={t('accounts.otp.label')}
          hint={t('accounts.otp.hint', { minutes: OTP_TTL_MS / 60_000 })}
          value={values.otp}
          onValueChange={change('otp')}
          error={errors.otp}
        />
        <PasswordField
          id={id('new_password')}
          label={t('accounts.newPassword')}
          hint={t('accounts.passwordHint')}
          autoComplete="new-password"
          required
          value={values.new_password}
          onValueChange={change('new_password')}
          error={errors.new_password}
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
          {busy || done ? t('accounts.reset.busy') : t('accounts.reset.button')}
        </SubmitButton>
      </form>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p className="text-sm text-muted">{t('accounts.otp.noEmail')}</p>
        <ResendCode onResend={resend} initialWaitMs={resendWaitMs(location.state)} />
      </div>
      <p className="text-center">
        <Link to="/login" state={{ loginType: type }} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
