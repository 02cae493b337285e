import type { RefObject } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { SignInPrompt } from '../../accounts/components/SignInPrompt';
import { useFeedT } from '../i18n';

/** 'Please sign in to like posts.' with the ways in; loaded only when a visitor presses a heart. */
export default function SignInDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const t = useFeedT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('post.signInTitle')} returnFocusRef={returnFocusRef}>
      <SignInPrompt message={t('post.signInToLike')} onNavigate={() => onOpenChange(false)} />
    </Dialog>
  );
}
