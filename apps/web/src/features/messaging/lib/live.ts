import type {
  ConversationDetail,
  LiveMessageEvent,
  LiveReadEvent,
  LiveUnreadEvent,
} from '@creative-ng/shared/messaging/index';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect, useSyncExternalStore } from 'react';
import { endSessionOn401, requestHeaders, sessionEndReason } from '../../../lib/api';
import { getAccessToken } from '../../../lib/session';
import { addMessage, messagingKeys, sendMessage } from './messagingApi';
import { flushOutbox, pendingMessages, subscribeOutbox } from './outbox';

/*
 * Live delivery (decision 0047): one Server-Sent Events stream per open page, read with fetch so the session token
 * travels in the authorization header, parsed with eventsource-parser. What arrives goes into the query cache: the
 * unread total, a new message into its conversation, how far the other member read. After a lost connection the
 * stream comes back (waiting longer each time) and everything shown is fetched again, so nothing missed stays
 * missing. The same hook sends the messages kept on the device when the connection returns.
 */

const EVENTS_PATH = '/api/prop/conversations/events';
const RETRY_FIRST_MS = 1_000;
/**
 * The stream opens a few seconds after the page: what a page needs first loads without it, and a page counts as
 * loaded (no request open) before a request that never ends starts. Nothing is missed meanwhile: the page's own
 * reads come first, and once the stream is open what the page shows is read again.
 */
const START_DELAY_MS = 4_000;
const RETRY_MAX_MS = 30_000;
/** How often kept messages are tried again while some wait (besides when the browser says it is back online). */
const OUTBOX_RETRY_MS = 15_000;

type Listener = (event: LiveMessageEvent) => void;
const messageListeners = new Set<Listener>();

/** Hears every message that arrives live (the conversation page announces the other member's). */
export function onLiveMessage(listener: Listener): () => void {
  messageListeners.add(listener);
  return () => {
    messageListeners.delete(listener);
  };
}

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/** Applies one event of the stream to the cache. */
export function applyLiveEvent(client: QueryClient, name: string, data: string): void {
  if (name === 'unread') {
    const event = parse<LiveUnreadEvent>(data);
    if (event) client.setQueryData(messagingKeys.unread, event.count);
  } else if (name === 'message') {
    const event = parse<LiveMessageEvent>(data);
    if (!event) return;
    client.setQueryData(messagingKeys.unread, event.unread);
    addMessage(client, event.message);
    void client.invalidateQueries({ queryKey: messagingKeys.inboxes });
    for (const listener of messageListeners) listener(event);
  } else if (name === 'read') {
    const event = parse<LiveReadEvent>(data);
    if (!event) return;
    client.setQueryData<ConversationDetail>(messagingKeys.conversation(event.conversation_id), (detail) =>
      detail ? { ...detail, other_read_seq: Math.max(detail.other_read_seq ?? 0, event.seq) } : detail,
    );
  }
}

/** Reads the stream until it ends; false when it cannot be read at all (no stream there: do not try again). */
async function readStream(client: QueryClient, token: string, signal: AbortSignal, onOpen: () => void) {
  const response = await fetch(EVENTS_PATH, {
    headers: requestHeaders({ headers: { accept: 'text/event-stream' } }, token),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  if (response.status === 401) {
    // Say why, as every other call does: when an admin suspends the account this stream is often the first to hear.
    endSessionOn401(sessionEndReason(await response.json().catch(() => null)));
    return false;
  }
  if (!response.ok) throw new Error(`events answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) return false;
  onOpen();
  const parser = createParser({ onEvent: (event) => applyLiveEvent(client, event.event ?? 'message', event.data) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    parser.feed(value);
  }
}

function sleep(ms: number, signal: AbortSignal, wake: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wake.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/** Sends what waits on the device; each one sent goes into its conversation. */
export function sendKept(client: QueryClient, conversationId?: string): Promise<void> {
  return flushOutbox(
    (item) => sendMessage(item.conversation_id, { client_id: item.client_id, body: item.body }),
    (message) => {
      addMessage(client, message);
      void client.invalidateQueries({ queryKey: messagingKeys.inboxes });
    },
    conversationId,
  );
}

/**
 * Holds the live stream open while a member is signed in (mounted once, in the top bar), and sends kept messages
 * when the connection returns.
 */
export function useMessagingLive(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const token = getAccessToken();
    if (!token) return;
    const controller = new AbortController();
    const { signal } = controller;
    const mark = (state: 'open' | 'closed') => {
      // For people debugging and for the browser tests: whether the page hears messages as they come.
      if (!signal.aborted) document.documentElement.dataset.messagesLive = state;
    };
    void (async () => {
      await sleep(START_DELAY_MS, signal, new EventTarget());
      let wait = RETRY_FIRST_MS;
      while (!signal.aborted) {
        try {
          const again = await readStream(client, token, signal, () => {
            wait = RETRY_FIRST_MS;
            mark('open');
            // Read again what the page shows (something may have come before the stream opened, or while it was
            // down; the stream itself sends the unread total), and send what waited.
            void client.invalidateQueries({
              queryKey: messagingKeys.all,
              predicate: (query) => query.queryKey[1] !== 'unread',
            });
            void sendKept(client);
          });
          mark('closed');
          if (!again) return;
        } catch {
          mark('closed');
          if (signal.aborted) return;
        }
        await sleep(wait, signal, window);
        wait = Math.min(wait * 2, RETRY_MAX_MS);
      }
    })();
    const flush = () => void sendKept(client);
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => {
      if (pendingMessages().some((item) => !item.failed)) flush();
    }, OUTBOX_RETRY_MS);
    return () => {
      delete document.documentElement.dataset.messagesLive;
      controller.abort();
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [enabled, client]);
}

/** The messages waiting on this device, for one conversation (re-rendered when the list changes). */
export function usePendingMessages(conversationId: string) {
  const all = useSyncExternalStore(subscribeOutbox, pendingMessages, pendingMessages);
  return all.filter((item) => item.conversation_id === conversationId);
}
