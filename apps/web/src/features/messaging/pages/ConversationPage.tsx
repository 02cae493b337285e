import type { ChatMessage, ConversationDetail } from '@creative-ng/shared/messaging/index';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, Spinner } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { ApiError } from '../../../lib/api';
import { draftAccountId, draftKey } from '../../../lib/drafts';
import { useSession } from '../../../lib/session';
import { Composer } from '../components/Composer';
import { ConversationActions } from '../components/ConversationActions';
import {
  type ConversationMessages,
  MessageList,
  type MessageScroll,
  useMessageScroll,
} from '../components/MessageList';
import { type MessagingTranslate, useMessagingT } from '../i18n';
import type { ReportTarget } from '../lib/errors';
import { personName, SUBJECT_LABELS } from '../lib/format';
import { onLiveMessage, sendKept, usePendingMessages } from '../lib/live';
import { markRead, messagingKeys, shownMessages, useConversation, useMessages } from '../lib/messagingApi';
import { forgetMessage } from '../lib/outbox';
import { useOnline, useVisible } from '../lib/pageState';

// The report dialog (and the dialog library) loads when first opened.
const ReportMessageDialog = lazy(() =>
  import('../components/ConversationDialogs').then((module) => ({ default: module.ReportMessageDialog })),
);

/** /messages/:id: one conversation, newest message at the bottom, older ones loaded when scrolling up. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  // A page of its own per conversation: where it was read and scrolled to does not carry over.
  return <Conversation key={id} id={id} />;
}

/**
 * The conversation's messages: the server's pages, every message loaded, and those kept on this device that the
 * server does not have yet (those it has are forgotten here).
 */
function useConversationMessages(id: string): ConversationMessages {
  const client = useQueryClient();
  const pages = useMessages(id);
  const messages = shownMessages(pages.data);
  const pending = usePendingMessages(id);
  // Kept messages already on the server (their answer came by the live stream first) are not shown twice.
  const delivered = new Set(messages.map((message) => message.client_id));
  const waiting = pending.filter((item) => !delivered.has(item.client_id));
  const settled = pending.filter((item) => delivered.has(item.client_id)).map((item) => item.client_id);
  const settledKey = settled.join(',');
  useEffect(() => {
    if (settledKey) for (const clientId of settledKey.split(',')) forgetMessage(clientId);
  }, [settledKey]);

  // Try what waits here as soon as the page opens.
  useEffect(() => {
    void sendKept(client, id);
  }, [client, id]);
  return { pages, messages, waiting };
}

/** The other member's new messages, to be read out politely. */
function useAnnouncement(id: string, name: string, t: MessagingTranslate): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      onLiveMessage((event) => {
        if (event.conversation_id !== id || event.message.from_me) return;
        const what =
          event.message.body || (event.message.image ? t('messaging.inbox.photo') : t('messaging.inbox.document'));
        setAnnouncement(t('messaging.announce', { name, text: what }));
      }),
    [id, name, t],
  );
  return announcement;
}

/** Read: everything shown, while the page is in view. */
function useReadMarks(id: string, conversation: ConversationDetail | undefined, messages: ChatMessage[]) {
  const client = useQueryClient();
  const visible = useVisible();
  const readUpTo = useRef<number | null>(null);
  const newestTheirs = [...messages].reverse().find((message) => !message.from_me)?.seq ?? 0;
  useEffect(() => {
    if (!visible || !conversation) return;
    if (readUpTo.current === null) {
      // Opened with nothing unread: nothing to tell the server until something new arrives.
      readUpTo.current = conversation.unread === 0 ? newestTheirs : 0;
    }
    if (newestTheirs <= readUpTo.current) return;
    readUpTo.current = newestTheirs;
    markRead(id, newestTheirs)
      .then((count) => {
        client.setQueryData(messagingKeys.unread, count);
        void client.invalidateQueries({ queryKey: messagingKeys.inboxes });
      })
      .catch(() => {
        readUpTo.current = 0;
      });
  }, [visible, conversation, newestTheirs, id, client]);
}

function Conversation({ id }: { id: string }) {
  const t = useMessagingT();
  const detail = useConversation(id);
  const online = useOnline();
  const list = useConversationMessages(id);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const conversation = detail.data;
  const name = conversation ? personName(conversation.other, t) : '';
  const announcement = useAnnouncement(id, name, t);
  useReadMarks(id, conversation, list.messages);
  const scroll = useMessageScroll(list);

  if (detail.isError) return <ConversationFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!conversation) return <Spinner label={t('messaging.loading')} />;

  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/messages"
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-dark"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('messaging.backToInbox')}
      </Link>
      <Page
        title={name}
        subtitle={<ConversationSubtitle conversation={conversation} name={name} />}
        actions={<ConversationActions conversation={conversation} name={name} onReport={setReporting} />}
        className="gap-3"
      >
        <div className="flex flex-col rounded-xl border border-line bg-canvas">
          <MessageList
            list={list}
            scroll={scroll}
            conversation={conversation}
            name={name}
            onReport={(reported) => setReporting({ type: 'message', id: reported.id })}
          />
          <div className="px-3 pb-3">
            <ComposerOrReason id={id} conversation={conversation} name={name} scroll={scroll} />
          </div>
        </div>
      </Page>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {online ? null : (
        <p role="status" className="sr-only">
          {t('messaging.offline')}
        </p>
      )}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportMessageDialog target={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A conversation that could not be opened: not there (or not this member's), or the call failed. */
function ConversationFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessagingT();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Page title={t('messaging.conversation.title')}>
      {missing ? (
        <EmptyState
          title={t('messaging.conversation.notFound')}
          action={<Link to="/messages">{t('messaging.backToInbox')}</Link>}
        />
      ) : (
        <LoadFailed
          message={t('messaging.conversation.loadFailed')}
          retryLabel={t('messaging.retry')}
          onRetry={onRetry}
        />
      )}
    </Page>
  );
}

/** Under the name: what the conversation is about, else a link to the other member's profile. */
function ConversationSubtitle({ conversation, name }: { conversation: ConversationDetail; name: string }) {
  const t = useMessagingT();
  const subject = conversation.subject;
  if (subject) {
    return (
      <span className="text-base">
        {t(SUBJECT_LABELS[subject.type])}:{' '}
        <Link to={subject.link} className="font-semibold text-primary-dark underline">
          {subject.title ?? t('messaging.subject.untitled')}
        </Link>
      </span>
    );
  }
  if (!conversation.other.id || !conversation.other.available) return null;
  return (
    <span className="text-base">
      <Link to={`/profile/${conversation.other.id}`} className="font-semibold text-primary-dark underline">
        {t('messaging.viewProfile', { name })}
      </Link>
    </span>
  );
}

interface ComposerOrReasonProps {
  id: string;
  conversation: ConversationDetail;
  name: string;
  scroll: MessageScroll;
}

/** The message box, or why no message can be sent here. */
function ComposerOrReason({ id, conversation, name, scroll }: ComposerOrReasonProps) {
  const t = useMessagingT();
  const session = useSession();
  if (!conversation.can_send) {
    return (
      <p className="border-t border-line pt-3 text-muted">
        {conversation.cannot_send === 'blocked_by_me'
          ? t('messaging.blockedByMe', { name })
          : t('messaging.unavailable', { name })}
      </p>
    );
  }
  const accountKey = draftAccountId(session) ?? 'current';
  return <Composer conversationId={id} draftKey={draftKey(`message.${id}`, accountKey)} onSending={scroll.follow} />;
}
