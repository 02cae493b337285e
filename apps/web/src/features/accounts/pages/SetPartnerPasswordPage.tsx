import { OTP_TTL_MS, REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, LINK, OtpField, PasswordField, SubmitButton, TextField } from '../components/controls';
import { ResendCode } from '../components/ResendCode';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { partnerSetPassword, resendOtp } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, withoutError } from '../lib/forms';
import { useTimers } from '../lib/hooks';
import { resendWaitMs, stateString } from '../lib/otp';

const ORDER = ['email', 'otp', 'password', 'confirm_password'];
const id = (field: string) => `partner-password-${field}`;

/**
 * /setpartnerpassword and /partpassword: 'Set your password' with the email (prefilled
 * from the state or the address), the emailed code, the password and its confirmation. It verifies the
 * email and sets the password; then 'Password created successfully!' and /login (partner) after 2 s.
 */
export default function SetPartnerPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const later = useTimers();
  const focus = useFocusById();
  const [values, setValues] = useState(() => ({
    email: stateString(location.state, 'email') ?? search.get('email') ?? '',
    otp: '',
    password: '',
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const checked = await validateAccount(
      (schemas) => schemas.partnerSetPasswordRequestSchema,
      values,
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) return fail(checked.errors);
    setBusy(true);
    setErrors({});
    try {
      await partnerSetPassword({
        email: checked.data.email,
        otp: checked.data.otp,
        password: checked.data.password,
        confirm_password: values.confirm_password,
      });
      setDone(true);
      toast.success(t('account.passwordCreatedPartner'));
      later(() => navigate('/login', { state: { loginType: 'partner' } }), REDIRECT_DELAYS.afterPasswordSet);
    } catch (error) {
      const message = failureMessage(error, t('accounts.errors.createPassword'), t);
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
    return (await resendOtp('partner', checked.data.email)).message;
  }

  return (
    <Page title={t('page.setPartnerPassword.title')} subtitle={t('accounts.setPartnerPassword.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextField
          id={id('email')}
          label={t('accounts.partner.email')}
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
          id={id('password')}
          label={t('accounts.password')}
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
          {busy || done ? t('accounts.setPartnerPassword.busy') : t('accounts.setPartnerPassword.button')}
        </SubmitButton>
      </form>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p className="text-sm text-muted">{t('accounts.otp.noEmail')}</p>
        <ResendCode onResend={resend} initialWaitMs={resendWaitMs(location.state)} />
      </div>
      <p className="text-center">
        <Link to="/login" state={{ loginType: 'partner' }} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
