import type { RefObject } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { useT } from '../../../lib/i18n';
import { SignInPrompt } from './SignInPrompt';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The sign-in state of the top bar (spec §2 screen 1: 'Sign in', 'Log in to your profile to continue').
 * Until the accounts feature adds the form, it sends people to the sign-in and sign-up pages.
 */
export default function SignInDialog({ open, onOpenChange, returnFocusRef }: SignInDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signIn.title')}
      description={t('signIn.description')}
      returnFocusRef={returnFocusRef}
    >
      <SignInPrompt message={t('signIn.notYet')} onNavigate={() => onOpenChange(false)} />
    </Dialog>
  );
}
