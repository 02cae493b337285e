import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { VerificationFooter } from '../shell/Footer';
import { OfflineNotice } from '../shell/OfflineNotice';
import { useFocusMainOnNavigate } from '../shell/RouteChange';
import { SkipLink } from '../shell/SkipLink';

/** Sign-up steps and password flows: a centred card with the logo. */
export default function AuthLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center"
      >
        <div className="w-full max-w-md rounded-xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <div className="mb-6 flex justify-center">
            <Logo />
          </div>
          <OfflineNotice />
          <Outlet />
        </div>
      </main>
      <footer>
        <VerificationFooter tone="light" />
      </footer>
    </div>
  );
}
