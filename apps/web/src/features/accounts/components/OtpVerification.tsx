import type { OtpRequest } from '@creative-ng/shared/accounts/schemas';
import { OTP_TTL_MS, REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { refusalErrors } from '../../../components/form/refusal';
import { OtpField } from '../../../components/form/SecretFields';
import { asCheckbox, type FieldErrors, FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { toast } from '../../../lib/toast';
import { type AccountsTranslate, useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { resendOtp, storeSignUpToken, verifyOtp } from '../lib/accountsApi';
import { useSendOnce, useTimers } from '../lib/hooks';
import type { LoginType } from '../lib/loginType';
import { EMAIL_INPUT, SubmitButton, TermsCheckbox, TextField } from './controls';
import { ResendCode } from './ResendCode';

interface OtpVerificationProps {
  type: LoginType;
  /** The email the code went to; when unknown, the person types it (needed to send a new code). */
  email: string | null;
  idPrefix: string;
  /** A code was sent just before: how long to wait before 'Resend code' works. */
  resendWaitMs?: number;
}

type Values = { email: string; otp: string; terms: boolean };
const ORDER = ['email', 'otp', 'terms'];

/** The shared code schema, loaded with the first check (or the first tap). */
const loadSchema = async () => (await loadAccountSchemas()).otpRequestSchema;

/** What the schema reads: the address only when one was typed (it is optional for a known address). */
const input = ({ otp, email }: Values) => ({ otp, ...(email.trim() ? { email: email.trim() } : {}) });

/**
 * What no schema holds: a partner names the address; creatives and businesses accept the terms here (partners
 * accepted them with the rest of their sign-up).
 */
function ownCheck(type: LoginType, t: AccountsTranslate) {
  return (values: Values): FieldErrors => ({
    ...(type === 'partner' && !values.email.trim() ? { email: t('field.email') } : {}),
    ...(type !== 'partner' && !values.terms ? { terms: t('account.termsRequired') } : {}),
  });
}

/** Where a verified account goes next, and what it is told. */
function useVerified(type: LoginType) {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  return (response: Awaited<ReturnType<typeof verifyOtp>>) => {
    if (type === 'partner') {
      toast.success(response.message);
      later(() => navigate('/login', { state: { loginType: 'partner' } }), REDIRECT_DELAYS.afterOtp);
      return;
    }
    storeSignUpToken(response.data?.token, type);
    toast.success(type === 'business' ? t('account.businessVerified') : t('account.userVerified'));
    later(() => navigate(type === 'business' ? '/bpassword' : '/welcome'), REDIRECT_DELAYS.afterOtp);
  };
}

/**
 * The OTP step on the form kit: 'Check your email…' (the earlier 'We sent an OTP to your registered email' is
 * not true when the address already had an account: decision 0021), the code, the terms checkbox,
 * 'Verify Account' ('Loading...'), and 'Resend code'. Used by /otp and by step 4 of /business.
 */
export function OtpVerification({ type, email: knownEmail, idPrefix, resendWaitMs = 0 }: OtpVerificationProps) {
  const t = useAccountsT();
  const verified = useVerified(type);
  const id = (field: string) => `${idPrefix}-${field}`;
  const kit = useSchemaForm<Values, undefined, OtpRequest>({
    defaultValues: { email: knownEmail ?? '', otp: '', terms: false },
    schema: loadSchema,
    input,
    check: ownCheck(type, t),
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: id,
    order: ORDER,
  });
  const verify = useSendOnce((body: OtpRequest) => verifyOtp(type, body));

  const onSubmit = kit.submit((data) => {
    verify.send(data, {
      onSuccess: verified,
      // A refusal is told at the code unless the server names another field.
      onError: (error) => {
        const { errors, message } = refusalErrors(error, t('account.invalidOtp'));
        const { [FORM_ERROR]: _footer, ...fields } = errors;
        toast.error(message);
        kit.fail({ ...fields, otp: fields.otp ?? message });
      },
    });
  });

  async function resend(): Promise<string | null> {
    const checked = await validateAccount(
      (schemas) => schemas.resendOtpRequestSchema,
      { email: kit.form.getValues('email') },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) {
      kit.fail({ ...kit.errors, email: checked.errors.email });
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
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {knownEmail ? null : (
          <TextField
            {...kit.field('email')}
            label={t('accounts.otp.emailLabel')}
            hint={t('accounts.otp.emailHint')}
            {...EMAIL_INPUT}
            required
          />
        )}
        <OtpField
          {...kit.field('otp')}
          label={t('accounts.otp.label')}
          hint={t('accounts.otp.hint', { minutes: OTP_TTL_MS / 60_000 })}
        />
        {type === 'partner' ? null : <TermsCheckbox {...asCheckbox(kit.field('terms'))} />}
        <SubmitButton busy={verify.busy}>
          {verify.isPending ? t('accounts.otp.verifying') : t('accounts.otp.verify')}
        </SubmitButton>
      </form>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p className="text-sm text-muted">{t('accounts.otp.noEmail')}</p>
        <ResendCode onResend={resend} initialWaitMs={resendWaitMs} />
      </div>
    </div>
  );
}
