import type { Post } from '@creative-ng/shared/feed/index';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { useWrite } from '../../../lib/write';
import { useFeedT } from '../i18n';
import { deletePost, refreshFeeds } from '../lib/feedApi';
import { PostForm } from './PostForm';

const ACTION =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-ink hover:bg-canvas focus-visible:outline-3 focus-visible:outline-focus';

/** Edit and Delete on the author's own post cards. */
export default function OwnPostActions({ post }: { post: Post }) {
  const t = useFeedT();
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { run, busy } = useWrite({ refresh: refreshFeeds, fallback: t('apiErrors.INTERNAL') });
  const confirmDelete = () =>
    run({ work: () => deletePost(post.id), done: t('post.deleted'), after: () => setDeleting(false) });

  return (
    <>
      <button ref={editButton} type="button" className={ACTION} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('post.edit')}</span>
        <span className="sm:sr-only">{` ${post.title}`}</span>
      </button>
      <button ref={deleteButton} type="button" className={ACTION} onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('post.delete')}</span>
        <span className="sm:sr-only">{` ${post.title}`}</span>
      </button>
      {editing ? (
        <Dialog open={editing} onOpenChange={setEditing} title={t('post.editTitle')} returnFocusRef={editButton}>
          <PostForm post={post} onDone={() => setEditing(false)} />
        </Dialog>
      ) : null}
      {deleting ? (
        <Dialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('post.deleteTitle')}
          description={t('post.deleteBody')}
          returnFocusRef={deleteButton}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              {t('post.cancel')}
            </Button>
            <Button variant="danger" aria-disabled={busy || undefined} onClick={() => busy || confirmDelete()}>
              {t('post.deleteConfirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
