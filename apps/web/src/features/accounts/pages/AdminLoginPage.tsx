import type { AdminLoginRequest } from '@creative-ng/shared/accounts/schemas';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Link, useNavigate } from 'react-router';
import { VerificationFooter } from '../../../app/shell/Footer';
import { SOCIAL_LINKS } from '../../../app/shell/nav';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Page } from '../../../components/Page';
import { sendAccountLanguage } from '../../../lib/accountLanguage';
import { failureMessage } from '../../../lib/failure';
import { writeSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { FormAlert, FormCard, INLINE_LINK, SubmitButton } from '../components/controls';
import { SignInFields } from '../components/SignInFields';
import { useAccountsT } from '../i18n';
import { loadAccountSchemas } from '../lib/accountSchemasLoader';
import { adminLogin } from '../lib/accountsApi';
import { useSendOnce } from '../lib/hooks';

const ORDER = ['email', 'password'];
const EMPTY: AdminLoginRequest = { email: '', password: '' };

/** The shared admin sign-in schema, loaded with the first check. */
const loadSchema = async () => (await loadAccountSchemas()).adminLoginRequestSchema;
/** The spec's admin sign-in footer has three social links (X, Facebook, Instagram). */
const ADMIN_SOCIAL_LINKS = SOCIAL_LINKS.slice(0, 3);

/**
 * /admin-login: email and password, 'Login' / 'Logging in', 'All Fields are required'.
 * The token comes at the top level of the answer ('Token not found in response' without it).
 * Success: 'Admin login successful!' and the Admin Directory.
 */
export default function AdminLoginPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const kit = useSchemaForm<AdminLoginRequest>({
    defaultValues: EMPTY,
    schema: loadSchema,
    unreachable: () => t('apiErrors.NETWORK'),
    idOf: (field) => `admin-${field}`,
    order: ORDER,
  });
  const signIn = useSendOnce(adminLogin);

  const onSubmit = kit.submit((body) => {
    signIn.send(body, {
      onSuccess: (result) => {
        if (!result.token) {
          kit.showErrors({ [FORM_ERROR]: t('account.tokenNotFound') });
          signIn.reset();
          return;
        }
        writeSession({
          accessToken: result.token,
          userType: 'admin',
          profile: result.user as unknown as Record<string, unknown> | null,
        });
        sendAccountLanguage();
        toast.success(t('account.adminLoggedIn'), { duration: TOAST_DURATIONS.quickSuccess });
        navigate('/admin-dashboard', { replace: true });
      },
      onError: (error) => kit.showErrors({ [FORM_ERROR]: failureMessage(error, t('account.loginFailed')) }),
    });
  });

  return (
    <FormCard>
      <Page title={t('page.adminLogin.title')} subtitle={t('accounts.admin.intro')}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          <SignInFields email={kit.field('email')} password={kit.field('password')} />
          <FormAlert message={kit.errors[FORM_ERROR]} />
          <SubmitButton busy={signIn.busy}>
            {signIn.busy ? t('accounts.admin.busy') : t('accounts.admin.button')}
          </SubmitButton>
        </form>
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <nav aria-label={t('accounts.admin.socialLabel')}>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {ADMIN_SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={`${INLINE_LINK} inline-flex min-h-11 items-center`}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <VerificationFooter tone="light" className="px-0 py-0" />
        </div>
      </Page>
    </FormCard>
  );
}
