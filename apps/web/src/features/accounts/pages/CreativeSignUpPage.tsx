import type { CreativeRegisterRequest } from '@creative-ng/shared/accounts/schemas';
import { REDIRECT_DELAYS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/SecretFields';
import { asCheckbox, FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Page } from '../../../components/Page';
import { ButtonLink } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { EMAIL_INPUT, FormAlert, FormCard, LINK, SubmitButton, TermsCheckbox, TextField } from '../components/controls';
import { useAccountsT } from '../i18n';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { registerCreative, storeSignUpToken } from '../lib/accountsApi';
import { useSendOnce, useTimers } from '../lib/hooks';

const ORDER = ['first_name', 'last_name', 'email', 'password', 'terms_accepted'];
const id = (field: string) => `creative-${field}`;
const EMPTY = { first_name: '', last_name: '', email: '', password: '', terms_accepted: false };
type Values = typeof EMPTY;

/** The shared sign-up schema and the terms, loaded with the first check (or the first tap). */
const loadSchemas = async () => {
  const schemas = await loadAccountSchemas();
  return [schemas.creativeRegisterRequestSchema, schemas.termsAcceptedSchema] as const;
};

/**
 * /creative: first name, last name, email, password, terms; 'Submit' / 'Submitting...'
 * (disabled until the terms are agreed). Success: 'Check your email to continue.' (true whether or not the address
 * already had an account: decision 0021), then the OTP screen.
 */
export default function CreativeSignUpPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const later = useTimers();
  const kit = useSchemaForm<Values, undefined, CreativeRegisterRequest>({
    defaultValues: EMPTY,
    schema: loadSchemas,
    input: (values) => ({ ...values, terms_accepted: values.terms_accepted || undefined }),
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: id,
    order: ORDER,
  });
  const register = useSendOnce(registerCreative);

  const onSubmit = kit.submit((data) => {
    register.send(data, {
      onSuccess: (response) => {
        storeSignUpToken(response.data?.token, 'user');
        toast.success(t('account.checkYourEmail'), { duration: TOAST_DURATIONS.quickSuccess });
        const email = encodeURIComponent(data.email);
        const codeSentAt = Date.now();
        later(() => navigate(`/otp?email=${email}&type=user`, { state: { codeSentAt } }), REDIRECT_DELAYS.afterSignUp);
      },
      // A refusal about fields is told at the fields; any other in the footer and a toast.
      onError: (error) => kit.refuseAtFields(error, t('account.genericError'), (message) => toast.error(message)),
    });
  });

  return (
    <FormCard>
      <Page title={t('page.creative.title')} subtitle={t('accounts.creative.intro')}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          <p className="text-sm text-muted">{t('accounts.requiredNote')}</p>
          <TextField
            {...kit.field('first_name')}
            label={t('accounts.creative.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...kit.field('last_name')}
            label={t('accounts.creative.lastName')}
            autoComplete="family-name"
            required
          />
          <TextField {...kit.field('email')} label={t('accounts.email')} {...EMAIL_INPUT} required />
          <PasswordField
            {...kit.field('password')}
            label={t('accounts.password')}
            hint={t('accounts.passwordHint')}
            autoComplete="new-password"
            required
          />
          <TermsCheckbox {...asCheckbox(kit.field('terms_accepted'))} />
          <FormAlert message={kit.errors[FORM_ERROR]} />
          <SubmitButton busy={register.busy} disabled={!kit.values.terms_accepted}>
            {register.busy ? t('accounts.creative.submitting') : t('accounts.creative.submit')}
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
