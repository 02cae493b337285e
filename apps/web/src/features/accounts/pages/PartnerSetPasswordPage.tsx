import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, LINK, SubmitButton, TextField } from '../components/controls';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { resendOtp } from '../lib/accountsApi';
import { errorCode, failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR } from '../lib/forms';

/**
 * /partnersetpassword: 'Partner set Password'. The organisation's email gets a code,
 * then /setpartnerpassword takes the code and the new password.
 */
export default function PartnerSetPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const focus = useFocusById();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = await validateAccount(
      (schemas) => schemas.resendOtpRequestSchema,
      { email },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      focus('partner-otp-email');
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await resendOtp('partner', checked.data.email);
      toast.success(t('accounts.partnerSetPassword.sent'));
      navigate(`/setpartnerpassword?email=${encodeURIComponent(checked.data.email)}`, {
        state: { email: checked.data.email, codeSentAt: Date.now() },
      });
    } catch (error) {
      const message =
        errorCode(error) === 'RATE_LIMITED'
          ? failureMessage(error, t('accounts.errors.sendOtpFailed'), t)
          : t('accounts.errors.sendOtpFailed');
      toast.error(message);
      const fields = serverFieldErrors(error, t);
      if (fields.email) {
        setErrors({ email: fields.email });
        focus('partner-otp-email');
      } else setErrors({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('page.partnerSetPassword.title')} subtitle={t('accounts.partnerSetPassword.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextField
          id="partner-otp-email"
          label={t('accounts.partner.email')}
          {...EMAIL_INPUT}
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setErrors({});
          }}
          error={errors.email}
        />
        <FormAlert message={errors[FORM_ERROR]} />
        <SubmitButton busy={busy}>
          {busy ? t('accounts.partnerSetPassword.sending') : t('accounts.partnerSetPassword.send')}
        </SubmitButton>
      </form>
      <p className="text-center">
        <Link to="/login" state={{ loginType: 'partner' }} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
