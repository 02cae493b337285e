import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { ButtonLink } from '../../components/ui';
import { useT } from '../../lib/i18n';
import { homePath, useSession } from '../../lib/session';
import { LayoutFooter } from '../shell/Footer';
import { OfflineNotice } from '../shell/OfflineNotice';
import { useFocusMainOnNavigate } from '../shell/RouteChange';
import { SkipLink } from '../shell/SkipLink';

/** Standalone pages (landing, sign-in, sign-up forms, terms): their own header, no sidebar. */
export default function StandaloneLayout() {
  const t = useT();
  const session = useSession();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-2 sm:px-4">
          <Logo className="px-1" />
          <nav aria-label={t('nav.main')}>
            <ul className="flex items-center gap-2">
              <li className="hidden sm:block">
                <ButtonLink to="/directorypage" variant="ghost">
                  {t('nav.directory')}
                </ButtonLink>
              </li>
              {session.accessToken && session.authenticated ? (
                <li>
                  <ButtonLink to={homePath(session)} variant="secondary">
                    {session.userType === 'admin' ? t('nav.adminDirectory') : t('nav.home')}
                  </ButtonLink>
                </li>
              ) : (
                <>
                  <li>
                    <ButtonLink to="/login" variant="secondary">
                      {t('landing.signIn')}
                    </ButtonLink>
                  </li>
                  <li className="hidden sm:block">
                    <ButtonLink to="/signup">{t('landing.createAccount')}</ButtonLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <div className="px-4 pt-4 empty:hidden">
          <OfflineNotice />
        </div>
        <Outlet />
      </main>
      <LayoutFooter />
    </div>
  );
}
