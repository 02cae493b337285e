import type { ChatMessage, SendMessageRequest } from '@creative-ng/shared/messaging/index';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { Button, EmptyState, Spinner } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { ApiError } from '../../../lib/api';
import { draftAccountId, draftKey } from '../../../lib/drafts';
import { messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { fileToBase64, type StoredImage, uploadWithProgress } from '../../../lib/upload';
import { type Attachment, Composer } from '../components/Composer';
import { ConversationActions } from '../components/ConversationActions';
import { MessageBubble, type MessageState } from '../components/MessageBubble';
import { useMessagingT } from '../i18n';
import type { ReportTarget } from '../lib/errors';
import { personName, SUBJECT_LABELS } from '../lib/format';
import { onLiveMessage, sendKept, usePendingMessages } from '../lib/live';
import {
  addMessage,
  markRead,
  messagingKeys,
  sendMessage,
  shownMessages,
  useConversation,
  useMessages,
} from '../lib/messagingApi';
import { forgetMessage, keepMessage, newClientId } from '../lib/outbox';

// The report dialog (and the dialog library) loads when first opened.
const ReportMessageDialog = lazy(() =>
  import('../components/ConversationDialogs').then((module) => ({ default: module.ReportMessageDialog })),
);

/** Closer to the bottom than this, the list follows new messages. */
const STICK_PX = 120;
/** Closer to the top than this, the page before is loaded. */
const OLDER_PX = 150;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const change = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  return visible;
}

/** /messages/:id: one conversation, newest message at the bottom, older ones loaded when scrolling up. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  // A page of its own per conversation: where it was read and scrolled to does not carry over.
  return <Conversation key={id} id={id} />;
}

function Conversation({ id }: { id: string }) {
  const t = useMessagingT();
  const client = useQueryClient();
  const session = useSession();
  const detail = useConversation(id);
  const pages = useMessages(id);
  const pending = usePendingMessages(id);
  const online = useOnline();
  const visible = useVisible();
  const messages = shownMessages(pages.data);
  const [announcement, setAnnouncement] = useState('');
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const readUpTo = useRef<number | null>(null);
  const conversation = detail.data;
  const name = conversation ? personName(conversation.other, t) : '';

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

  // The other member's new messages are read out, politely.
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

  // Read: everything shown, while the page is in view.
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

  // Newest at the bottom: follow new messages when near it; keep the place when older ones arrive above.
  const firstSeq = messages[0]?.seq ?? 0;
  const lastKey = `${messages.at(-1)?.id ?? ''}:${waiting.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stick.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [firstSeq, lastKey]);

  function loadOlder() {
    const box = scroller.current;
    if (!pages.hasNextPage || pages.isFetchingNextPage) return;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    void pages.fetchNextPage();
  }

  function scrolled() {
    const box = scroller.current;
    if (!box) return;
    stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
    if (box.scrollTop < OLDER_PX) loadOlder();
  }

  async function send(body: string, attachment: Attachment | null) {
    stick.current = true;
    if (!attachment) {
      // Kept on the device first: a dropped connection only delays it.
      keepMessage(id, body);
      void sendKept(client, id);
      return;
    }
    const request: SendMessageRequest = { client_id: newClientId(), body };
    try {
      if (attachment.kind === 'image') {
        const form = new FormData();
        form.append('purpose', 'post');
        form.append('image', attachment.file, attachment.file.name);
        const image = await uploadWithProgress<StoredImage>('POST', '/api/prop/images', form, () => {});
        request.image_url = image.url;
      } else {
        request.document = { name: attachment.file.name, file: await fileToBase64(attachment.file) };
      }
      addMessage(client, await sendMessage(id, request));
      void client.invalidateQueries({ queryKey: messagingKeys.inboxes });
    } catch (error) {
      const fallback = t('messaging.composer.failed');
      throw new Error(error instanceof ApiError && error.code !== 'INTERNAL' ? messageText(error.message) : fallback);
    }
  }

  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
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
            onRetry={() => void detail.refetch()}
          />
        )}
      </Page>
    );
  }
  if (!conversation) return <Spinner label={t('messaging.loading')} />;

  const subject = conversation.subject;
  const otherRead = conversation.other_read_seq ?? 0;
  const lastSeen = [...messages].reverse().find((message) => message.from_me && message.seq <= otherRead)?.id;
  const accountKey = draftAccountId(session) ?? 'current';
  const stateOf = (message: ChatMessage): MessageState | undefined =>
    message.from_me ? (message.id === lastSeen ? 'seen' : 'sent') : undefined;

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
        subtitle={
          subject ? (
            <span className="text-base">
              {t(SUBJECT_LABELS[subject.type])}:{' '}
              <Link to={subject.link} className="font-semibold text-primary-dark underline">
                {subject.title ?? t('messaging.subject.untitled')}
              </Link>
            </span>
          ) : conversation.other.id && conversation.other.available ? (
            <span className="text-base">
              <Link to={`/profile/${conversation.other.id}`} className="font-semibold text-primary-dark underline">
                {t('messaging.viewProfile', { name })}
              </Link>
            </span>
          ) : undefined
        }
        actions={<ConversationActions conversation={conversation} name={name} onReport={setReporting} />}
        className="gap-3"
      >
        <div className="flex flex-col rounded-xl border border-line bg-canvas">
          <section
            ref={scroller}
            onScroll={scrolled}
            className="flex h-[min(60dvh,36rem)] min-h-72 flex-col gap-3 overflow-y-auto p-3"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; keyboard users scroll it too
            tabIndex={0}
            aria-label={t('messaging.conversation.messages', { name })}
          >
            {pages.hasNextPage ? (
              <Button variant="ghost" className="self-center text-sm" onClick={loadOlder}>
                {pages.isFetchingNextPage ? t('messaging.loading') : t('messaging.conversation.older')}
              </Button>
            ) : messages.length > 0 ? (
              <p className="self-center text-sm text-muted">{t('messaging.conversation.start')}</p>
            ) : null}
            {pages.isPending ? <Spinner label={t('messaging.loading')} className="self-center" /> : null}
            {pages.isError ? (
              <LoadFailed
                message={t('messaging.conversation.loadFailed')}
                retryLabel={t('messaging.retry')}
                onRetry={() => void pages.refetch()}
              />
            ) : null}
            {!pages.isPending && messages.length === 0 && waiting.length === 0 ? (
              <p className="m-auto max-w-prose text-center text-muted">{t('messaging.conversation.empty', { name })}</p>
            ) : null}
            <ol className="flex flex-col gap-3">
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  mine={message.from_me}
                  body={message.body}
                  at={message.created_at}
                  message={message}
                  state={stateOf(message)}
                  otherName={name}
                  onReport={(reported) => setReporting({ type: 'message', id: reported.id })}
                />
              ))}
              {waiting.map((item) => (
                <MessageBubble
                  key={item.client_id}
                  mine
                  body={item.body}
                  at={item.created_at}
                  state={item.failed ? 'failed' : online ? 'sending' : 'waiting'}
                  failure={item.failed}
                  otherName={name}
                  onDiscard={() => forgetMessage(item.client_id)}
                />
              ))}
            </ol>
          </section>
          <div className="px-3 pb-3">
            {conversation.can_send ? (
              <Composer draftKey={draftKey(`message.${id}`, accountKey)} onSend={send} />
            ) : (
              <p className="border-t border-line pt-3 text-muted">
                {conversation.cannot_send === 'blocked_by_me'
                  ? t('messaging.blockedByMe', { name })
                  : t('messaging.unavailable', { name })}
              </p>
            )}
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
