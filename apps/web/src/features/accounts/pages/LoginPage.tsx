import { REDIRECT_DELAYS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Page } from '../../../components/Page';
import { clearSession, readSession, useSession } from '../../../lib/session';
import { FormCard, INLINE_LINK, LINK } from '../components/controls';
import { LoginForm } from '../components/LoginForm';
import { useAccountsT } from '../i18n';
import { storeSignIn } from '../lib/accountsApi';
import { useTimers } from '../lib/hooks';
import { loginSuccessMessage, resolveLoginType } from '../lib/loginType';

/**
 * /login: Creatives / Business / Partner, email, password; the type comes from
 * `location.state.loginType`, `?loginType=` or storage. Success: '{Type} login successful!', then /homepage
 * after 2 s carrying the login type.
 */
export default function LoginPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  const later = useTimers();
  const initialType = resolveLoginType({ state: location.state, search, stored: session.loginType });

  // A sign-up flow that ends here may have left its step token behind: it is not a sign-in, so drop it
  // (the header would otherwise look signed in).
  useEffect(() => {
    const stored = readSession();
    if (stored.accessToken && !stored.authenticated) clearSession();
  }, []);

  return (
    <FormCard>
      <Page title={t('page.login.title')} subtitle={t('accounts.login.intro')}>
        <LoginForm
          // A new visit to /login (other state or query) starts afresh; choosing a type here does not.
          key={location.key}
          idPrefix="login"
          initialType={initialType}
          typeLabels="plural"
          onSuccess={(type, result) => {
            storeSignIn(result, type);
            toast.success(loginSuccessMessage(type, t), { duration: TOAST_DURATIONS.quickSuccess });
            later(
              () => navigate('/homepage', { replace: true, state: { loginType: type } }),
              REDIRECT_DELAYS.afterLogin,
            );
          }}
          footer={(type) => (
            <div className="flex flex-col gap-3">
              <p className="text-center">
                <Link to={`/forgot-password?loginType=${type}`} className={LINK}>
                  {t('accounts.login.forgot')}
                </Link>
              </p>
              <p className="text-center">
                {t('accounts.login.signUpPrompt')}{' '}
                <Link to="/" className={LINK}>
                  {t('accounts.login.signUp')}
                </Link>
              </p>
              <p className="text-center text-sm text-muted">
                {t('accounts.login.termsNote')}{' '}
                <Link to="/terms-of-use" className={INLINE_LINK}>
                  {t('accounts.login.termsLink')}
                </Link>
                .
              </p>
            </div>
          )}
        />
      </Page>
    </FormCard>
  );
}
