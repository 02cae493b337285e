import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/Dialog';
import { useSession } from '../../../lib/session';
import { useAccountsT } from '../i18n';
import { storeSignIn } from '../lib/accountsApi';
import { LINK } from './controls';
import { LoginForm } from './LoginForm';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The sign-in modal of the top bar: 'Sign in', 'Log in to your profile to continue',
 * the account type (from storage, default creative), email, password, 'Login' / 'Logging in'.
 * Success stores the session, says 'Logged in successfully!' for 1 s and reloads the page.
 */
export default function SignInDialog({ open, onOpenChange, returnFocusRef }: SignInDialogProps) {
  const t = useAccountsT();
  const session = useSession();
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signIn.title')}
      description={t('signIn.description')}
      returnFocusRef={returnFocusRef}
    >
      <LoginForm
        idPrefix="signin-dialog"
        initialType={session.loginType}
        onLeave={close}
        onSuccess={(type, result) => {
          storeSignIn(result, type);
          toast.success(t('accounts.messages.loggedIn'), { duration: TOAST_DURATIONS.quickSuccess });
          // Not tied to this dialog: storing the session swaps the top bar to the profile menu, which unmounts
          // the dialog, and the reload must still happen (fresh data for the signed-in person).
          window.setTimeout(() => window.location.reload(), TOAST_DURATIONS.quickSuccess);
        }}
        footer={(type) => (
          <div className="flex flex-col items-center">
            <Link to={`/forgot-password?loginType=${type}`} onClick={close} className={LINK}>
              {t('accounts.login.forgot')}
            </Link>
            <Link to="/signup" onClick={close} className={LINK}>
              {t('signIn.signUpLink')}
            </Link>
          </div>
        )}
      />
    </Dialog>
  );
}
