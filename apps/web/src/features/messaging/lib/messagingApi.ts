import type {
  BlockRequest,
  ChatMessage,
  ConversationDetail,
  InboxPage,
  MarkReadRequest,
  MessagesPage,
  SendMessageRequest,
} from '@creative-ng/shared/messaging/index';
import type { ReportCreated, ReportRequest } from '@creative-ng/shared/moderation/index';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { messagingKeys } from './keys';

export { messagingKeys };

/*
 * The messaging calls (apps/api/src/modules/messaging/routes.ts): the inbox by cursor, one conversation, its keyset
 * pages of messages, sending (once per client id), read marks, blocks and the read-receipts choice.
 */

const enc = encodeURIComponent;

export function useInbox(q: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.inbox(q),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return (await apiFetch<InboxPage>(`/api/prop/conversations${query ? `?${query}` : ''}`, { signal })).data;
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: async ({ signal }) =>
      (await apiFetch<ConversationDetail>(`/api/prop/conversations/${enc(id)}`, { signal })).data,
  });
}

export type MessagePages = InfiniteData<MessagesPage, unknown>;

/** The newest page first; each next page is the one before it (older messages, loaded when scrolling up). */
export function useMessages(id: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(id),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiFetch<MessagesPage>(
          `/api/prop/conversations/${enc(id)}/messages${pageParam ? `?before=${pageParam}` : ''}`,
          { signal },
        )
      ).data,
    getNextPageParam: (page) => page.older,
  });
}

/** Every message loaded, oldest first (as shown: newest at the bottom), each once. */
export function shownMessages(pages: MessagePages | undefined): ChatMessage[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (const page of [...pages.pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.seq - b.seq);
}

/** Puts a message (sent here, or arrived live) into the conversation's newest page, once. */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<MessagePages>(messagingKeys.messages(message.conversation_id), (data) => {
    if (!data || data.pages.length === 0) return data;
    const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
    if (known) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
  client.setQueryData<ConversationDetail>(messagingKeys.conversation(message.conversation_id), (detail) =>
    detail && message.seq > detail.last_seq ? { ...detail, last_seq: message.seq } : detail,
  );
}

export async function sendMessage(conversationId: string, request: SendMessageRequest, signal?: AbortSignal) {
  return (
    await apiFetch<ChatMessage>(`/api/prop/conversations/${enc(conversationId)}/messages`, {
      method: 'POST',
      json: request,
      signal,
    })
  ).data;
}

export async function markRead(conversationId: string, seq: number) {
  const body: MarkReadRequest = { seq };
  return (
    await apiFetch<{ count: number }>(`/api/prop/conversations/${enc(conversationId)}/read`, {
      method: 'POST',
      json: body,
    })
  ).data.count;
}

export async function blockMember(accountId: string) {
  const body: BlockRequest = { account_id: accountId };
  return apiFetch<null>('/api/prop/blocks', { method: 'POST', json: body });
}

export async function unblockMember(accountId: string) {
  return apiFetch<null>(`/api/prop/blocks/${enc(accountId)}`, { method: 'DELETE' });
}

export async function reportToAdmins(targetType: 'conversation' | 'message', targetId: string, reason: string) {
  const body: ReportRequest = { target_type: targetType, target_id: targetId, reason };
  return apiFetch<ReportCreated>('/api/prop/reports', { method: 'POST', json: body });
}

export function documentPath(conversationId: string, messageId: string): string {
  return `/api/prop/conversations/${enc(conversationId)}/messages/${enc(messageId)}/document`;
}
