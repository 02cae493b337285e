import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/Dialog';
import type { OpenedDialogProps } from '../../../components/ui/dialogProps';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAccountsT } from '../i18n';
import { storeSignIn } from '../lib/accountsApi';
import { LINK } from './controls';
import { LoginForm } from './LoginForm';

interface SignInDialogProps extends OpenedDialogProps {
  /** Why the person is asked (shown instead of 'Log in to your profile to continue'). */
  reason?: string | undefined;
  /** What they were doing, carried on once signed in. */
  onSignedIn?: () => void;
}

/**
 * The sign-in modal, the one sign-in prompt of the app (lib/signIn.ts opens it): 'Sign in', 'Log in to your
 * profile to continue' (or why they are asked), the account type (from storage, default creative), email, password,
 * 'Login' / 'Logging in'. Success stores the session and says 'Logged in successfully!'; the person stays where they
 * were, every shown list is fetched again for them, and what they were doing carries on (`onSignedIn`).
 */
export default function SignInDialog({ open, onOpenChange, returnFocusRef, reason, onSignedIn }: SignInDialogProps) {
  const t = useAccountsT();
  const session = useSession();
  const client = useQueryClient();
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signIn.title')}
      description={reason || t('signIn.description')}
      returnFocusRef={returnFocusRef}
    >
      <LoginForm
        idPrefix="signin-dialog"
        initialType={session.loginType}
        onLeave={close}
        onSuccess={(type, result) => {
          storeSignIn(result, type);
          toast.success(t('account.loggedIn'), { duration: TOAST_DURATIONS.quickSuccess });
          close();
          void client.invalidateQueries();
          onSignedIn?.();
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
