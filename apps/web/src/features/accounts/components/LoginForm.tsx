import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { setLoginType } from '../../../lib/session';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { type AuthResult, login } from '../lib/accountsApi';
import { errorCode, failureMessage } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, withoutError } from '../lib/forms';
import type { LoginType } from '../lib/loginType';
import { EMAIL_INPUT, FormAlert, LINK, PasswordField, SubmitButton, TextField } from './controls';
import { LoginTypeChoice } from './LoginTypeChoice';

interface LoginFormProps {
  idPrefix: string;
  initialType: LoginType;
  /** 'plural' labels the choice Creatives / Business / Partner (login page). */
  typeLabels?: 'singular' | 'plural';
  /** Called with the signed-in result; the form then stays busy (a redirect or reload follows). */
  onSuccess: (type: LoginType, result: AuthResult) => void;
  /** Called when a link inside the form is followed (a dialog closes). */
  onLeave?: () => void;
  /** Links under the button (forgot password, sign up). Receives the chosen type. */
  footer?: (type: LoginType) => ReactNode;
}

const ORDER = ['email', 'password'];

/**
 * Email and password sign-in for creatives, businesses and partners:
 * empty fields give 'All fields are required' and no call; failures show the server's message else 'Log in failed!'.
 */
export function LoginForm({
  idPrefix,
  initialType,
  typeLabels = 'singular',
  onSuccess,
  onLeave,
  footer,
}: LoginFormProps) {
  const t = useAccountsT();
  const focus = useFocusById();
  const [type, setType] = useState<LoginType>(initialType);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  /** After EMAIL_NOT_VERIFIED or PASSWORD_NOT_SET: where the person can go next. */
  const [nextStep, setNextStep] = useState<{ to: string; label: string; state?: unknown } | null>(null);
  const id = (field: string) => `${idPrefix}-${field}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    setNextStep(null);
    const checked = await validateAccount(
      (schemas) => schemas.loginRequestSchema,
      { email, password },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      focus(id(firstErrorField(checked.errors, ORDER) ?? 'email'));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const response = await login(type, checked.data);
      if (!response.data?.token) throw new Error('No token in the sign-in response');
      setDone(true);
      onSuccess(type, response.data);
    } catch (error) {
      const code = errorCode(error);
      const address = encodeURIComponent(checked.data.email);
      if (code === 'EMAIL_NOT_VERIFIED') {
        setNextStep({
          to: `/otp?email=${address}&type=${type}`,
          label: t('accounts.login.enterCode'),
          state: { codeSentAt: Date.now() },
        });
      } else if (code === 'PASSWORD_NOT_SET') {
        setNextStep({
          to: type === 'partner' ? `/setpartnerpassword?email=${address}` : `/forgot-password?loginType=${type}`,
          label: t('accounts.login.setPassword'),
        });
      }
      setErrors({ [FORM_ERROR]: failureMessage(error, t('account.loginFailed'), t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <LoginTypeChoice
        name={id('type')}
        value={type}
        labels={typeLabels}
        onChange={(next) => {
          setType(next);
          setLoginType(next);
          setErrors((current) => withoutError(current, FORM_ERROR));
          setNextStep(null);
        }}
      />
      <TextField
        id={id('email')}
        label={t('accounts.email')}
        {...EMAIL_INPUT}
        required
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors((current) => withoutError(current, 'email'));
        }}
        error={errors.email}
      />
      <PasswordField
        id={id('password')}
        label={t('accounts.password')}
        autoComplete="current-password"
        required
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setErrors((current) => withoutError(current, 'password'));
        }}
        error={errors.password}
      />
      <FormAlert message={errors[FORM_ERROR]}>
        {nextStep ? (
          <Link to={nextStep.to} state={nextStep.state} onClick={onLeave} className={LINK}>
            {nextStep.label}
          </Link>
        ) : null}
      </FormAlert>
      <SubmitButton busy={busy || done}>
        {busy || done ? t('accounts.login.busy') : t('accounts.login.button')}
      </SubmitButton>
      {footer?.(type)}
    </form>
  );
}
