import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, LINK, SubmitButton, TextField } from '../components/controls';
import { LoginTypeChoice } from '../components/LoginTypeChoice';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { resetInit } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, withoutError } from '../lib/forms';
import { type LoginType, parseLoginType } from '../lib/loginType';

/**
 * /forgot-password?loginType=: the email and the account type (Creative, Business or
 * Partner). Sends a code (reset_ini), then /resetPassword with the type and email.
 */
export default function ForgotPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const focus = useFocusById();
  const [search] = useSearchParams();
  const [type, setType] = useState<LoginType | null>(() => parseLoginType(search.get('loginType')));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = await validateAccount(
      (schemas) => schemas.resetInitRequestSchema,
      { email },
      t('apiErrors.NETWORK'),
    );
    const next: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!type) next.type = t('account.selectAccountType');
    if (!checked.ok || !type) {
      setErrors(next);
      // The type comes first on the screen.
      focus(next.type ? 'forgot-type-user' : 'forgot-email');
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await resetInit(type, checked.data.email);
      toast.success(t('account.resetStarted'));
      const address = encodeURIComponent(checked.data.email);
      navigate(`/resetPassword?type=${type}&email=${address}`, {
        state: { userType: type, email: checked.data.email, codeSentAt: Date.now() },
      });
    } catch (error) {
      const message = failureMessage(error, t('accounts.errors.resetStart'), t);
      const fields = serverFieldErrors(error, t);
      toast.error(message);
      if (fields.email) {
        setErrors({ email: fields.email });
        focus('forgot-email');
      } else setErrors({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page
      title={t('page.forgotPassword.title')}
      subtitle={type === 'partner' ? t('accounts.forgot.partnerIntro') : t('accounts.forgot.intro')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <LoginTypeChoice
          name="forgot-type"
          value={type}
          showLegend
          required
          legend="accounts.accountTypeLegend"
          onChange={(next) => {
            setType(next);
            setErrors((current) => withoutError(current, 'type'));
          }}
          error={errors.type}
          errorId="forgot-type-error"
          idPrefix="forgot-type"
        />
        <TextField
          id="forgot-email"
          label={t('accounts.email')}
          {...EMAIL_INPUT}
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setErrors((current) => withoutError(withoutError(current, 'email'), FORM_ERROR));
          }}
          error={errors.email}
        />
        <FormAlert message={errors[FORM_ERROR]} />
        <SubmitButton busy={busy}>{busy ? t('accounts.forgot.busy') : t('accounts.forgot.button')}</SubmitButton>
      </form>
      <p className="text-center">
        <Link to="/login" state={type ? { loginType: type } : undefined} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
