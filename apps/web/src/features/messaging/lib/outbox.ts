import type { ChatMessage } from '@creative-ng/shared/messaging/index';
import { ApiError } from '../../../lib/api';
import { DRAFT_PREFIX } from '../../../lib/drafts';

/*
 * Messages written on this device and not yet delivered: kept in localStorage (under the drafts' prefix, so they go
 * when the person signs out) until the server has them. Each carries the id the device made for it (`client_id`);
 * sending it again after a dropped connection is the same message on the server, so it arrives exactly once.
 */

export interface PendingMessage {
  client_id: string;
  conversation_id: string;
  body: string;
  created_at: string;
  /** Why the server refused it (it will not be tried again); null while it waits to be sent. */
  failed: string | null;
}

const KEY = `${DRAFT_PREFIX}messages`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let cache: readonly PendingMessage[] | null = null;
const listeners = new Set<() => void>();

function isPending(value: unknown): value is PendingMessage {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.client_id === 'string' && typeof item.conversation_id === 'string' && typeof item.body === 'string'
  );
}

/** Every message waiting on this device, oldest first. */
export function pendingMessages(): readonly PendingMessage[] {
  if (cache) return cache;
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? '[]') as unknown;
    cache = Array.isArray(raw)
      ? raw.filter(isPending).map((item) => ({ ...item, failed: typeof item.failed === 'string' ? item.failed : null }))
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: readonly PendingMessage[]): void {
  cache = next;
  try {
    if (next.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Full storage: it stays in memory for this visit.
  }
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A new id for a message (the server keeps one message per sender and id). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps a text message on the device before the first try to send it. */
export function keepMessage(conversationId: string, body: string): PendingMessage {
  // Read again: after a sign-out the cache may hold another account's list.
  cache = null;
  const item: PendingMessage = {
    client_id: newClientId(),
    conversation_id: conversationId,
    body,
    created_at: new Date().toISOString(),
    failed: null,
  };
  write([...pendingMessages(), item]);
  return item;
}

export function forgetMessage(clientId: string): void {
  write(pendingMessages().filter((item) => item.client_id !== clientId));
}

function markFailed(clientId: string, reason: string): void {
  write(pendingMessages().map((item) => (item.client_id === clientId ? { ...item, failed: reason } : item)));
}

/** A failure worth trying again later: no connection, too many at once, the server busy or down. */
export function isTemporary(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const sending = new Set<string>();

/**
 * Tries to send every waiting message (of one conversation, or all), in the order written, each with its own id.
 * A message already on its way is not sent twice from this page. Stops at the first that cannot go now (the rest
 * would fail the same way); one the server refuses is marked failed and kept until the person removes it.
 */
export async function flushOutbox(
  send: (item: PendingMessage) => Promise<ChatMessage>,
  onSent: (message: ChatMessage) => void,
  conversationId?: string,
): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const waiting = pendingMessages().filter(
    (item) => !item.failed && (!conversationId || item.conversation_id === conversationId),
  );
  for (const item of waiting) {
    if (sending.has(item.client_id)) continue;
    sending.add(item.client_id);
    try {
      const message = await send(item);
      forgetMessage(item.client_id);
      onSent(message);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (isTemporary(error)) return;
      markFailed(item.client_id, error instanceof Error ? error.message : '');
    } finally {
      sending.delete(item.client_id);
    }
  }
}

/** For tests: forget what was read from storage. */
export function resetOutboxCache(): void {
  cache = null;
}
