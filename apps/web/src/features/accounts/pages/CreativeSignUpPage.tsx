import { REDIRECT_DELAYS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFocusById } from '../../../components/form/focus';
import { Page } from '../../../components/Page';
import { ButtonLink } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import {
  EMAIL_INPUT,
  FormAlert,
  FormCard,
  LINK,
  PasswordField,
  SubmitButton,
  TermsCheckbox,
  TextField,
} from '../components/controls';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { registerCreative, storeSignUpToken } from '../lib/accountsApi';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { type FieldErrors, FORM_ERROR, firstErrorField, withoutError } from '../lib/forms';
import { useTimers } from '../lib/hooks';

const ORDER = ['first_name', 'last_name', 'email', 'password', 'terms_accepted'];
const id = (field: string) => `creative-${field}`;

/**
 * /creative: first name, last name, email, password, terms; 'Submit' / 'Submitting...'
 * (disabled until the terms are agreed). Success: 'Check your email to continue.' (true whether or not the address
 * already had an account: decision 0021), then the OTP screen.
 */
export default function CreativeSignUpPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const focus = useFocusById();
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [terms, setTerms] = useState(false);
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
      (schemas) => schemas.creativeRegisterRequestSchema,
      { ...values, terms_accepted: terms || undefined },
      t('apiErrors.NETWORK'),
    );
    if (!checked.ok) return fail(checked.errors);
    if (!terms) return fail({ terms_accepted: t('account.termsRequired') });
    setBusy(true);
    setErrors({});
    try {
      const response = await registerCreative({ ...checked.data, terms_accepted: true });
      setDone(true);
      storeSignUpToken(response.data?.token, 'user');
      toast.success(t('account.checkYourEmail'), { duration: TOAST_DURATIONS.quickSuccess });
      const email = encodeURIComponent(checked.data.email);
      const codeSentAt = Date.now();
      later(() => navigate(`/otp?email=${email}&type=user`, { state: { codeSentAt } }), REDIRECT_DELAYS.afterSignUp);
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      const message = failureMessage(error, t('account.genericError'), t);
      if (Object.keys(fields).length > 0) return fail(fields);
      toast.error(message);
      fail({ [FORM_ERROR]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard>
      <Page title={t('page.creative.title')} subtitle={t('accounts.creative.intro')}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <p className="text-sm text-muted">{t('accounts.requiredNote')}</p>
          <TextField
            id={id('first_name')}
            label={t('accounts.creative.firstName')}
            autoComplete="given-name"
            required
            value={values.first_name}
            onValueChange={change('first_name')}
            error={errors.first_name}
          />
          <TextField
            id={id('last_name')}
            label={t('accounts.creative.lastName')}
            autoComplete="family-name"
            required
            value={values.last_name}
            onValueChange={change('last_name')}
            error={errors.last_name}
          />
          <TextField
            id={id('email')}
            label={t('accounts.email')}
            {...EMAIL_INPUT}
            required
            value={values.email}
            onValueChange={change('email')}
            error={errors.email}
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
          <TermsCheckbox
            id={id('terms_accepted')}
            checked={terms}
            onCheckedChange={(value) => {
              setTerms(value);
              setErrors((current) => withoutError(current, 'terms_accepted'));
            }}
            error={errors.terms_accepted}
          />
          <FormAlert message={errors[FORM_ERROR]} />
          <SubmitButton busy={busy || done} disabled={!terms}>
            {busy || done ? t('accounts.creative.submitting') : t('accounts.creative.submit')}
          </SubmitButton>
        </form>
        <div className="flex flex-col items-stretch gap-2 border-t border-line pt-4">
          <p className="text-center text-muted">{t('accounts.alreadyHaveAccount')}</p>
          <ButtonLink to="/login" state={{ loginType: 'user' }} variant="secondary">
            {t('accounts.creative.signIn')}
          </ButtonLink>
          <p className="text-center">
            <Link to="/aboutus" className={LINK}>
              {t('accounts.creative.programme')}
            </Link>
          </p>
        </div>
      </Page>
    </FormCard>
  );
}
