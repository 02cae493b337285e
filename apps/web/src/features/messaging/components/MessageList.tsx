import type { ChatMessage, ConversationDetail } from '@creative-ng/shared/messaging/index';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Button, Spinner } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { useMessagingT } from '../i18n';
import type { useMessages } from '../lib/messagingApi';
import { forgetMessage, type PendingMessage } from '../lib/outbox';
import { useOnline } from '../lib/pageState';
import { MessageBubble, type MessageState } from './MessageBubble';

/** Closer to the bottom than this, the list follows new messages. */
const STICK_PX = 120;
/** Closer to the top than this, the page before is loaded. */
const OLDER_PX = 150;

/** A conversation's messages as the list shows them. */
export interface ConversationMessages {
  pages: ReturnType<typeof useMessages>;
  /** The server's messages, oldest first. */
  messages: ChatMessage[];
  /** Messages kept on this device that the server does not have yet. */
  waiting: readonly PendingMessage[];
}

/** How the list scrolls: where it is, loading the page before, and following the newest message. */
export interface MessageScroll {
  box: RefObject<HTMLDivElement | null>;
  scrolled: () => void;
  loadOlder: () => void;
  /** From now on, keep to the bottom (a message is being sent). */
  follow: () => void;
}

/**
 * Newest at the bottom: the list follows new messages when near it, and keeps its place when older ones arrive
 * above; scrolling near the top loads the page before.
 */
export function useMessageScroll({ pages, messages, waiting }: ConversationMessages): MessageScroll {
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const firstSeq = messages[0]?.seq ?? 0;
  const lastKey = `${messages.at(-1)?.id ?? ''}:${waiting.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (keepFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stick.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstSeq, lastKey]);

  function loadOlder() {
    const element = box.current;
    if (!pages.hasNextPage || pages.isFetchingNextPage) return;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    void pages.fetchNextPage();
  }

  function scrolled() {
    const element = box.current;
    if (!element) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (element.scrollTop < OLDER_PX) loadOlder();
  }

  return { box, scrolled, loadOlder, follow: () => (stick.current = true) };
}

interface MessageListProps {
  list: ConversationMessages;
  scroll: MessageScroll;
  conversation: ConversationDetail;
  /** The other member's name. */
  name: string;
  onReport: (message: ChatMessage) => void;
}

/** How far one's own message got: the last one the other member has read is 'seen'. */
function messageStates(messages: ChatMessage[], conversation: ConversationDetail) {
  const otherRead = conversation.other_read_seq ?? 0;
  const lastSeen = [...messages].reverse().find((message) => message.from_me && message.seq <= otherRead)?.id;
  return (message: ChatMessage): MessageState | undefined =>
    message.from_me ? (message.id === lastSeen ? 'seen' : 'sent') : undefined;
}

/** The scrolling list of a conversation: older pages on demand, the server's messages, then those still waiting. */
export function MessageList({ list, scroll, conversation, name, onReport }: MessageListProps) {
  const t = useMessagingT();
  const online = useOnline();
  const { pages, messages, waiting } = list;
  const stateOf = messageStates(messages, conversation);
  return (
    <section
      ref={scroll.box}
      onScroll={scroll.scrolled}
      className="flex h-[min(60dvh,36rem)] min-h-72 flex-col gap-3 overflow-y-auto p-3"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; keyboard users scroll it too
      tabIndex={0}
      aria-label={t('messaging.conversation.messages', { name })}
    >
      {pages.hasNextPage ? (
        <Button variant="ghost" className="self-center text-sm" onClick={scroll.loadOlder}>
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
            onReport={onReport}
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
  );
}
