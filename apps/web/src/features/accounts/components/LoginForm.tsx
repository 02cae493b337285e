import type { LoginRequest } from '@creative-ng/shared/accounts/schemas';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { errorCode, failureMessage } from '../../../lib/failure';
import { setLoginType } from '../../../lib/session';
import { type AccountsTranslate, useAccountsT } from '../i18n';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { type AuthResult, login } from '../lib/accountsApi';
import { useSendOnce } from '../lib/hooks';
import type { LoginType } from '../lib/loginType';
import { FormAlert, LINK, SubmitButton } from './controls';
import { LoginTypeChoice } from './LoginTypeChoice';
import { SignInFields } from './SignInFields';

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
const EMPTY: LoginRequest = { email: '', password: '' };

/** The shared sign-in schema, loaded with the first check (or the first tap: accountSchemasLoader). */
const loadSchema = async () => (await loadAccountSchemas()).loginRequestSchema;

/** A link the person can follow next, after a refusal that has one. */
interface NextStep {
  to: string;
  label: string;
  state?: unknown;
}

/** After EMAIL_NOT_VERIFIED, the code page; after PASSWORD_NOT_SET, where the password is set. */
function nextStepAfter(error: unknown, type: LoginType, email: string, t: AccountsTranslate): NextStep | null {
  const code = errorCode(error);
  const address = encodeURIComponent(email);
  if (code === 'EMAIL_NOT_VERIFIED') {
    return {
      to: `/otp?email=${address}&type=${type}`,
      label: t('accounts.login.enterCode'),
      state: { codeSentAt: Date.now() },
    };
  }
  if (code === 'PASSWORD_NOT_SET') {
    return {
      to: type === 'partner' ? `/setpartnerpassword?email=${address}` : `/forgot-password?loginType=${type}`,
      label: t('accounts.login.setPassword'),
    };
  }
  return null;
}

/** Signs in; a sign-in answer without a token is a failure. */
async function signInAs({ type, body }: { type: LoginType; body: LoginRequest }): Promise<AuthResult> {
  const response = await login(type, body);
  if (!response.data?.token) throw new Error('No token in the sign-in response');
  return response.data;
}

/**
 * Email and password sign-in for creatives, businesses and partners, on the form kit with the shared sign-in
 * schema: empty fields give 'All fields are required' and no call; failures show the server's message else
 * 'Log in failed!'.
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
  const [type, setType] = useState<LoginType>(initialType);
  const [nextStep, setNextStep] = useState<NextStep | null>(null);
  const id = (field: string) => `${idPrefix}-${field}`;
  const kit = useSchemaForm<LoginRequest>({
    defaultValues: EMPTY,
    schema: loadSchema,
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: id,
    order: ORDER,
  });
  const signIn = useSendOnce(signInAs);

  const onSubmit = kit.submit((body) => {
    setNextStep(null);
    signIn.send(
      { type, body },
      {
        onSuccess: (result) => onSuccess(type, result),
        onError: (error) => {
          setNextStep(nextStepAfter(error, type, body.email, t));
          kit.showErrors({ [FORM_ERROR]: failureMessage(error, t('account.loginFailed')) });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <LoginTypeChoice
        name={id('type')}
        value={type}
        labels={typeLabels}
        onChange={(next) => {
          setType(next);
          setLoginType(next);
          kit.form.clearErrors('root');
          setNextStep(null);
        }}
      />
      <SignInFields email={kit.field('email')} password={kit.field('password')} />
      <FormAlert message={kit.errors[FORM_ERROR]}>
        {nextStep ? (
          <Link to={nextStep.to} state={nextStep.state} onClick={onLeave} className={LINK}>
            {nextStep.label}
          </Link>
        ) : null}
      </FormAlert>
      <SubmitButton busy={signIn.busy}>
        {signIn.busy ? t('accounts.login.busy') : t('accounts.login.button')}
      </SubmitButton>
      {footer?.(type)}
    </form>
  );
}
