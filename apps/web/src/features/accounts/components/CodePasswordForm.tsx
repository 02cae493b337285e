import { OTP_TTL_MS } from '@creative-ng/shared/reference/constants';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields, OtpField } from '../../../components/form/SecretFields';
import { FORM_ERROR, type SafeParser, useSchemaForm } from '../../../components/form/schemaForm';
import { toast } from '../../../lib/toast';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { type AccountSchemas, loadAccountSchemas } from '../lib/accountSchemasLoader';
import { useSendOnce, useTimers } from '../lib/hooks';
import type { LoginType } from '../lib/loginType';
import { resendWaitMs, stateString } from '../lib/otp';
import { EMAIL_INPUT, FormAlert, LINK, SubmitButton, TextField } from './controls';
import { ResendCode } from './ResendCode';

/** The password field's name: a reset's new password, or a partner's first one. */
type PasswordName = 'new_password' | 'password';
export type CodePasswordValues = { email: string; otp: string; confirm_password: string } & Partial<
  Record<PasswordName, string>
>;

export interface CodePasswordFormProps<Output> {
  idPrefix: string;
  passwordName: PasswordName;
  /** Whose password: sign-in opens on this account type after a save, and the way back leads there. */
  loginType: LoginType;
  labels: { email: string; password: string; button: string; busy: string; failed: string };
  /** The shared schema of the call, picked once the account schemas have loaded. */
  pick: (schemas: AccountSchemas) => SafeParser<Output>;
  /** Sends the checked values (and the confirmation as typed). */
  save: (data: Output, values: CodePasswordValues) => Promise<unknown>;
  /** After a save the page says so (for `savedToastMs`, else the usual time) and moves to sign-in after `redirectMs`. */
  saved: { message: string; redirectMs: number; savedToastMs?: number };
  /** Sends a new code to the address; resolves with the server's message. */
  resend: (email: string) => Promise<{ message: string }>;
}

/**
 * The emailed code, a password and its confirmation, on the form kit (a password reset, a partner's first
 * password): the shared schema checks them, a refusal is told at its fields else under the form, and 'Resend
 * code' checks the address first. The address comes filled in from the navigation state or `?email=`; then
 * 'Back to sign in'.
 */
export function CodePasswordForm<Output>(props: CodePasswordFormProps<Output>) {
  const { idPrefix, passwordName, labels } = props;
  const t = useAccountsT();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const later = useTimers();
  const initialEmail = stateString(location.state, 'email') ?? search.get('email') ?? '';
  const id = (field: string) => `${idPrefix}-${field}`;
  const kit = useSchemaForm<CodePasswordValues, undefined, Output>({
    defaultValues: { email: initialEmail, otp: '', [passwordName]: '', confirm_password: '' },
    schema: async () => props.pick(await loadAccountSchemas()),
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: id,
    order: ['email', 'otp', passwordName, 'confirm_password'],
  });
  const save = useSendOnce((data: Output) => props.save(data, kit.form.getValues()));

  const onSubmit = kit.submit((data) => {
    save.send(data, {
      onSuccess: () => {
        const { message, redirectMs, savedToastMs } = props.saved;
        toast.success(message, savedToastMs === undefined ? undefined : { duration: savedToastMs });
        later(() => navigate('/login', { state: { loginType: props.loginType } }), redirectMs);
      },
      onError: (error) => {
        toast.error(kit.refuse(error, labels.failed, 'else'));
      },
    });
  });

  async function resend(): Promise<string | null> {
    const { email } = kit.form.getValues();
    const checked = await validateAccount(
      (schemas) => schemas.resendOtpRequestSchema,
      { email },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) {
      kit.fail({ email: checked.errors.email });
      return null;
    }
    return (await props.resend(checked.data.email)).message;
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <TextField {...kit.field('email')} label={labels.email} {...EMAIL_INPUT} required />
        <OtpField
          {...kit.field('otp')}
          label={t('accounts.otp.label')}
          hint={t('accounts.otp.hint', { minutes: OTP_TTL_MS / 60_000 })}
        />
        <NewPasswordFields
          password={kit.field(passwordName) as ReturnType<typeof kit.field<'otp'>>}
          confirm={kit.field('confirm_password')}
          labels={{
            password: labels.password,
            hint: t('accounts.passwordHint'),
            confirm: t('accounts.confirmPassword'),
          }}
        />
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <SubmitButton busy={save.busy}>{save.busy ? labels.busy : labels.button}</SubmitButton>
      </form>
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <p className="text-sm text-muted">{t('accounts.otp.noEmail')}</p>
        <ResendCode onResend={resend} initialWaitMs={resendWaitMs(location.state)} />
      </div>
      <p className="text-center">
        <Link to="/login" state={{ loginType: props.loginType }} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </>
  );
}
