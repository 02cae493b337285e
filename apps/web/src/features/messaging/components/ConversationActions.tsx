import type { ConversationDetail } from '@creative-ng/shared/messaging/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useMessagingT } from '../i18n';
import { failure, type ReportTarget } from '../lib/errors';
import { blockMember, messagingKeys, unblockMember } from '../lib/messagingApi';

// The dialogs (and the dialog library) load when first opened.
const BlockDialog = lazy(() => import('./ConversationDialogs').then((module) => ({ default: module.BlockDialog })));

/** Block or unblock the other member (with a confirmation), and report the conversation. */
export function ConversationActions({
  conversation,
  name,
  onReport,
}: {
  conversation: ConversationDetail;
  name: string;
  onReport: (target: ReportTarget) => void;
}) {
  const t = useMessagingT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const otherId = conversation.other.id;
  const blocked = conversation.cannot_send === 'blocked_by_me';

  async function change(block: boolean) {
    if (!otherId || busy) return;
    setBusy(true);
    try {
      const answer = block ? await blockMember(otherId) : await unblockMember(otherId);
      toast.success(messageText(answer.message), { duration: TOAST_DURATIONS.libraryDefault });
      setConfirming(false);
      await client.invalidateQueries({ queryKey: messagingKeys.all });
    } catch (error) {
      toast.error(failure(error, t('messaging.actionFailed')), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {otherId ? (
        blocked ? (
          <Button variant="secondary" onClick={() => void change(false)} aria-disabled={busy || undefined}>
            {t('messaging.unblock', { name })}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-haspopup="dialog">
            <Ban aria-hidden="true" className="size-5" />
            {t('messaging.block')}
          </Button>
        )
      ) : null}
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => onReport({ type: 'conversation', id: conversation.id })}
      >
        <Flag aria-hidden="true" className="size-5" />
        {t('messaging.reportConversation')}
      </Button>
      {confirming ? (
        <Suspense fallback={null}>
          <BlockDialog
            open={confirming}
            onOpenChange={setConfirming}
            name={name}
            busy={busy}
            onConfirm={() => void change(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
