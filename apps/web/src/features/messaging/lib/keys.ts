/** The query keys of messaging's data (the shell reads the unread count with them too). */
export const messagingKeys = {
  all: ['messaging'] as const,
  unread: ['messaging', 'unread'] as const,
  inbox: (q: string) => ['messaging', 'inbox', q] as const,
  inboxes: ['messaging', 'inbox'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
};
