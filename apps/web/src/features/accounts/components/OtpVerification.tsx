import { OTP_TTL_MS, REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { toast } from '../../../lib/toast';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { resendOtp, storeSignUpToken, verifyOtp } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, firstErrorField, hasErrors, withoutError } from '../lib/forms';
import { useTimers } from '../lib/hooks';
import type { LoginType } from '../lib/loginType';
import { EMAIL_INPUT, OtpField, SubmitButton, TermsCheckbox, TextField } from './controls';
import { ResendCode } from './ResendCode';

interface OtpVerificationProps {
  type: LoginType;
  /** The email the code went to; when unknown, the person types it (needed to send a new code). */
  email: string | null;
  idPrefix: string;
  /** A code was sent just before: how long to wait before 'Resend code' works. */
  resendWaitMs?: number;
}

const ORDER = ['email', 'otp', 'terms'];

/**
 * The OTP step: 'Check your email…' (the earlier 'We sent an OTP to your registered email' is
 * not true when the address already had an account: decision 0021), the code, the terms checkbox,
 * 'Verify Account' ('Loading...'), and 'Resend code'. Used by /otp and by step 4 of /business.
 */
export function OtpVerification({ type, email: knownEmail, idPrefix, resendWaitMs = 0 }: OtpVerificationProps) {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const focus = useFocusById();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [otp, setOtp] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;

  function fail(next: FieldErrors) {
    setErrors(next);
    focus(id(firstErrorField(next, ORDER) ?? 'otp'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const trimmedEmail = email.trim();
    const checked = await validateAccount(
      (schemas) => schemas.otpRequestSchema,
      { otp, ...(trimmedEmail ? { email: trimmedEmail } : {}) },
      t('apiErrors.NETWORK'),
    );
    const next: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (type === 'partner' && !trimmedEmail) next.email = t('field.email');
    // Partners accepted the terms with the rest of their sign-up; creatives and businesses do it here.
    if (!terms && type !== 'partner') next.terms = t('account.termsRequired');
    if (!checked.ok || hasErrors(next)) return fail(next);

    setBusy(true);
    setErrors({});
    try {
      const response = await verifyOtp(type, checked.data);
      setDone(true);
      if (type === 'partner') {
        toast.success(response.message);
        later(() => navigate('/login', { state: { loginType: 'partner' } }), REDIRECT_DELAYS.afterOtp);
        return;
      }
      storeSignUpToken(response.data?.token, type);
      toast.success(type === 'business' ? t('account.businessVerified') : t('account.userVerified'));
      later(() => navigate(type === 'business' ? '/bpassword' : '/welcome'), REDIRECT_DELAYS.afterOtp);
    } catch (error) {
      const message = failureMessage(error, t('account.invalidOtp'), t);
      toast.error(message);
      const fields = serverFieldErrors(error, t);
      fail({ ...fields, otp: fields.otp ?? message });
    } finally {
      setBusy(false);
    }
  }

  async function resend(): Promise<string | null> {
    const checked = await validateAccount(
      (schemas) => schemas.resendOtpRequestSchema,
      { email },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) {
      fail({ ...errors, email: checked.errors.email });
      return null;
    }
    return (await resendOtp(type, checked.data.email)).message;
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-start gap-2">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-dark" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {knownEmail ? t('accounts.otp.sentToEmail', { email: knownEmail }) : t('accounts.otp.sentTo')}
        </span>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {knownEmail ? null : (
          <TextField
            id={id('email')}
            label={t('accounts.otp.emailLabel')}
            hint={t('accounts.otp.emailHint')}
            {...EMAIL_INPUT}
            required
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setErrors((current) => withoutError(current, 'email'));
            }}
            error={errors.email}
          />
        )}
        <OtpField
          id={id('otp')}
          label={t('accounts.otp.label')}
          hint={t('accounts.otp.hint', { minutes: OTP_TTL_MS / 60_000 })}
          value={otp}
          onValueChange={(value) => {
            setOtp(value);
            setErrors((current) => withoutError(current, 'otp'));
          }}
          error={errors.otp}
        />
        {type === 'partner' ? null : (
          <TermsCheckbox
            id={id('terms')}
            checked={terms}
            onCheckedChange={(value) => {
              setTerms(value);
              setErrors((current) => withoutError(current, 'terms'));
            }}
            error={errors.terms}
          />
        )}
        <SubmitButton busy={busy || done}>{busy ? t('accounts.otp.verifying') : t('accounts.otp.verify')}</SubmitButton>
      </form>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p className="text-sm text-muted">{t('accounts.otp.noEmail')}</p>
        <ResendCode onResend={resend} initialWaitMs={resendWaitMs} />
      </div>
    </div>
  );
}
