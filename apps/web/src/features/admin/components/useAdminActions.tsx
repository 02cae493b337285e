import { type ReactNode, useState } from 'react';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useWrite } from '../../../lib/write';
import { useAdminT } from '../i18n';
import { approvePartner, deleteAccount, LIST_OF_TYPE, setBlacklisted, useRefreshAdmin } from '../lib/adminApi';
import { ConfirmDialog } from './ConfirmDialog';

/** The account an admin acts on (a directory row or a profile). */
export interface AdminTarget {
  id: string;
  type: 'creative' | 'business' | 'partner';
  name: string;
  email: string;
  is_blacklisted: boolean;
}

/** The shared schemas of the blacklist and delete calls' bodies, loaded with a dialog's first check. */
const loadBlacklistSchema = async () => (await import('@creative-ng/shared/directory/schemas')).blacklistBodySchema;
const loadDeleteSchema = async () => (await import('@creative-ng/shared/directory/schemas')).deleteBodySchema;

type Pending = { kind: 'blacklist' | 'unblacklist' | 'delete'; target: AdminTarget } | null;

/**
 * Approve, blacklist, take off the blacklist and delete, with their confirmations and the spec's toasts.
 * Returns the actions and the dialogs to render once.
 */
export function useAdminActions(after?: { changed?: () => void; deleted?: () => void }): {
  approve: (target: AdminTarget) => void;
  ask: (kind: 'blacklist' | 'unblacklist' | 'delete', target: AdminTarget) => void;
  dialogs: ReactNode;
} {
  const t = useAdminT();
  const refresh = useRefreshAdmin();
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState(false);

  const done = async (message: string) => {
    toast.success(messageText(message));
    await refresh();
  };

  const approval = useWrite({ refresh, fallback: t('directory.loadFailed') });
  const approve = (target: AdminTarget) =>
    approval.run({
      work: () => approvePartner(target.id),
      done: (answer) => messageText(answer.message),
      after: () => after?.changed?.(),
    });

  function ask(kind: 'blacklist' | 'unblacklist' | 'delete', target: AdminTarget) {
    setPending({ kind, target });
    setOpen(true);
  }

  const target = pending?.target;
  const name = target?.name ?? '';
  const list = target ? LIST_OF_TYPE[target.type] : 'creatives';
  let dialog: ReactNode = null;
  if (pending && target) {
    if (pending.kind === 'blacklist') {
      dialog = (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('admin.blacklist.title', { name })}
          intro={t('admin.blacklist.intro', { name })}
          confirmLabel={t('admin.blacklist.confirm')}
          busyLabel={t('admin.blacklist.busy')}
          reason={{ mode: 'required', label: t('admin.blacklist.reason'), hint: t('admin.blacklist.reasonHint') }}
          schema={loadBlacklistSchema}
          body={(reason) => ({ blacklisted: true, reason })}
          onConfirm={async (reason) => {
            await done((await setBlacklisted(list, target.id, true, reason)).message);
            after?.changed?.();
          }}
        />
      );
    } else if (pending.kind === 'unblacklist') {
      dialog = (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('admin.unblacklist.title', { name })}
          intro={t('admin.unblacklist.intro', { name })}
          confirmLabel={t('admin.unblacklist.confirm')}
          busyLabel={t('admin.unblacklist.busy')}
          danger={false}
          schema={loadBlacklistSchema}
          body={() => ({ blacklisted: false })}
          onConfirm={async () => {
            await done((await setBlacklisted(list, target.id, false)).message);
            after?.changed?.();
          }}
        />
      );
    } else {
      dialog = (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('admin.delete.title', { name })}
          intro={t('admin.delete.intro', { name, email: target.email })}
          confirmLabel={t('admin.delete.confirm', { name })}
          busyLabel={t('admin.delete.busy')}
          reason={{ mode: 'optional', label: t('admin.delete.reason'), hint: t('admin.delete.reasonHint') }}
          schema={loadDeleteSchema}
          body={(reason) => ({ reason })}
          onConfirm={async (reason) => {
            await done((await deleteAccount(list, target.id, reason || undefined)).message);
            after?.deleted?.();
          }}
        />
      );
    }
  }
  return { approve, ask, dialogs: dialog };
}
