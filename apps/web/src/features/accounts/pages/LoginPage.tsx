import { REDIRECT_DELAYS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { clearSession, readSession, takeSessionEnd, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { FormCard, INLINE_LINK, LINK } from '../components/controls';
import { LoginForm } from '../components/LoginForm';
import { useAccountsT } from '../i18n';
import { storeSignIn } from '../lib/accountsApi';
import { useTimers } from '../lib/hooks';
import { loginSuccessMessage, resolveLoginType } from '../lib/loginType';

/**
 * Where a guarded page sent the person from (RequireRole keeps it in `state.from`), to go back there after signing
 * in; null for none or for the sign-in pages themselves.
 */
export function returnPath(state: unknown): string | null {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : null;
  if (!from || typeof from !== 'object') return null;
  const { pathname, search = '', hash = '' } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (pathname === '/login' || pathname === '/') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * /login: Creatives / Business / Partner, email, password; the type comes from
 * `location.state.loginType`, `?loginType=` or storage. Success: '{Type} login successful!', then after 2 s the page
 * the person was sent here from, else /homepage carrying the login type. When the session just ended because the
 * account was suspended (lib/api.ts notes it), the page says so at once.
 */
export default function LoginPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  const later = useTimers();
  const initialType = resolveLoginType({ state: location.state, search, stored: session.loginType });
  const back = returnPath(location.state);
  const [blocked, setBlocked] = useState(false);

  // A sign-up flow that ends here may have left its step token behind: it is not a sign-in, so drop it
  // (the header would otherwise look signed in).
  useEffect(() => {
    const stored = readSession();
    if (stored.accessToken && !stored.authenticated) clearSession();
    // A session the server ended because the account was suspended: say so at once.
    if (takeSessionEnd() === 'blocked') setBlocked(true);
  }, []);

  return (
    <FormCard>
      <Page title={t('page.login.title')} subtitle={t('accounts.login.intro')}>
        {blocked ? (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 font-medium text-ink">
            {t('account.blacklisted')}
          </p>
        ) : null}
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
              () => navigate(back ?? '/homepage', { replace: true, state: back ? null : { loginType: type } }),
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
