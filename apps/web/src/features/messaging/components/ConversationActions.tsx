import type { ConversationDetail } from '@creative-ng/shared/messaging/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Ban, Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { useWrite } from '../../../lib/write';
import { useMessagingT } from '../i18n';
import type { ReportTarget } from '../lib/errors';
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
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useWrite({
    refresh: (client) => client.invalidateQueries({ queryKey: messagingKeys.all }),
    fallback: t('messaging.actionFailed'),
    durations: { done: TOAST_DURATIONS.libraryDefault, failed: TOAST_DURATIONS.error },
  });
  const otherId = conversation.other.id;
  const blocked = conversation.cannot_send === 'blocked_by_me';

  function change(block: boolean) {
    if (!otherId || busy) return;
    run({
      work: () => (block ? blockMember(otherId) : unblockMember(otherId)),
      done: (answer) => messageText(answer.message),
      after: () => setConfirming(false),
    });
  }

  return (
    <>
      {otherId ? (
        blocked ? (
          <Button variant="secondary" onClick={() => change(false)} aria-disabled={busy || undefined}>
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
            onConfirm={() => change(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
