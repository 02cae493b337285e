import type { RefObject } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { Tabs } from '../../components/ui/Tabs';
import { SignInPrompt } from '../../features/accounts/components/SignInPrompt';
import CreatePostPanel from '../../features/feed/components/CreatePostPanel';
import CreateProductPanel from '../../features/marketplace/components/CreateProductPanel';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';

interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The floating create button's dialog: tabs 'Create Post' and 'Create Product'
 * for people with a stored access token, a sign-in prompt for everyone else.
 */
export default function CreateDialog({ open, onOpenChange, returnFocusRef }: CreateDialogProps) {
  const t = useT();
  const session = useSession();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      description={session.accessToken ? t('create.description') : undefined}
      returnFocusRef={returnFocusRef}
    >
      {session.accessToken ? (
        <Tabs
          label={t('create.tabsLabel')}
          items={[
            {
              value: 'post',
              label: t('create.tabPost'),
              content: <CreatePostPanel onDone={() => onOpenChange(false)} />,
            },
            {
              value: 'product',
              label: t('create.tabProduct'),
              content: <CreateProductPanel onDone={() => onOpenChange(false)} />,
            },
          ]}
        />
      ) : (
        <SignInPrompt message={t('create.signInPrompt')} onNavigate={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}
