import { Dialog } from '../../components/ui/Dialog';
import type { OpenedDialogProps } from '../../components/ui/dialogProps';
import { Tabs } from '../../components/ui/Tabs';
import CreatePostPanel from '../../features/feed/components/CreatePostPanel';
import CreateProductPanel from '../../features/marketplace/components/CreateProductPanel';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { createKinds } from './nav';

/**
 * The Create button's dialog (signed in only: visitors get the sign-in modal first): tabs 'Create Post'
 * and 'Create Product' for creatives and businesses, the post form alone for partners (they do not sell).
 */
export default function CreateDialog({ open, onOpenChange, returnFocusRef }: OpenedDialogProps) {
  const t = useT();
  const session = useSession();
  const kinds = createKinds(session);
  const post = <CreatePostPanel onDone={() => onOpenChange(false)} />;
  const postOnly = kinds.length === 1;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={postOnly ? t('create.tabPost') : t('create.title')}
      description={postOnly ? undefined : t('create.description')}
      returnFocusRef={returnFocusRef}
    >
      {postOnly ? (
        post
      ) : (
        <Tabs
          label={t('create.tabsLabel')}
          items={[
            {
              value: 'post',
              label: t('create.tabPost'),
              content: post,
            },
            {
              value: 'product',
              label: t('create.tabProduct'),
              content: <CreateProductPanel onDone={() => onOpenChange(false)} />,
            },
          ]}
        />
      )}
    </Dialog>
  );
}
