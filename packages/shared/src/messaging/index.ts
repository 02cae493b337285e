import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import { envelope } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { shownImageSchema } from '../media/image';
import { PROPOSAL_DOCUMENT_TYPES, PROPOSAL_LIMITS } from '../proposals/index';

/*
 * Conversations: two members talk about a profile, a product, an order, a proposal, a training or an opportunity.
 * One conversation per pair and subject; messages are numbered in order (`seq`) and paged upward by that number.
 */

/** What a conversation can be about. 'member' is a conversation started from a public profile. */
export const CONVERSATION_SUBJECTS = ['member', 'product', 'order', 'proposal', 'training', 'opportunity'] as const;
export type ConversationSubjectType = (typeof CONVERSATION_SUBJECTS)[number];

/** Who may take part: creatives, businesses and partners (admins read only what is reported to them). */
export const MESSAGING_ROLES = ['user', 'business', 'partner'] as const;

export const MESSAGING_LIMITS = {
  /** Characters in one message. */
  body: 2000,
  /** Messages in one page of a conversation. */
  page: 30,
  /** Conversations in one page of the inbox. */
  inboxPage: 20,
  /** Characters of a name searched in the inbox. */
  search: 100,
  /** A document: as proposals accept them. */
  documentBytes: PROPOSAL_LIMITS.documentBytes,
  /** Characters of the last message shown in the inbox. */
  excerpt: 120,
} as const;

export const MESSAGE_DOCUMENT_TYPES = PROPOSAL_DOCUMENT_TYPES;

/** The codes of messaging's messages (words in the shared catalogue). */
export const MESSAGING_MESSAGES = {
  conversationNotFound: 'messaging.conversationNotFound',
  messageNotFound: 'messaging.messageNotFound',
  memberNotFound: 'messaging.memberNotFound',
  subjectNotFound: 'messaging.subjectNotFound',
  subjectInvalid: 'messaging.subjectInvalid',
  notYourSubject: 'messaging.notYourSubject',
  yourself: 'messaging.yourself',
  unavailable: 'messaging.unavailable',
  blocked: 'messaging.blocked',
  empty: 'messaging.empty',
  tooLong: 'messaging.tooLong',
  clientIdInvalid: 'messaging.clientIdInvalid',
  imageNotYours: 'messaging.imageNotYours',
  oneAttachment: 'messaging.oneAttachment',
  documentTooBig: 'messaging.documentTooBig',
  documentType: 'messaging.documentType',
  documentName: 'messaging.documentName',
  sent: 'messaging.sent',
  memberBlocked: 'messaging.memberBlocked',
  memberUnblocked: 'messaging.memberUnblocked',
  settingsSaved: 'messaging.settingsSaved',
  cursorInvalid: 'messaging.cursorInvalid',
} as const satisfies MessageGroup;

const subjectType = z.enum(CONVERSATION_SUBJECTS, { error: MESSAGING_MESSAGES.subjectInvalid });

/** POST /prop/conversations: start (or open again) the conversation about a subject, or with a member. */
export const startConversationSchema = z
  .object({
    subject_type: subjectType,
    /** The product, order, proposal, training or opportunity. */
    subject_id: z.uuid({ error: MESSAGING_MESSAGES.subjectNotFound }).optional(),
    /** For 'member': whose profile the conversation was started from. */
    member_id: z.uuid({ error: MESSAGING_MESSAGES.memberNotFound }).optional(),
  })
  .superRefine((value, context) => {
    if (value.subject_type === 'member' && !value.member_id) {
      context.addIssue({ code: 'custom', path: ['member_id'], message: MESSAGING_MESSAGES.memberNotFound });
    }
    if (value.subject_type !== 'member' && !value.subject_id) {
      context.addIssue({ code: 'custom', path: ['subject_id'], message: MESSAGING_MESSAGES.subjectNotFound });
    }
  });
export type StartConversationRequest = z.infer<typeof startConversationSchema>;

/** GET /prop/conversations: the inbox, newest conversation first; `q` searches the other person's name. */
export const inboxQuerySchema = z.object({
  q: z.string().trim().max(MESSAGING_LIMITS.search, { error: FIELD_MESSAGES.tooLong }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MESSAGING_LIMITS.inboxPage),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** GET /prop/conversations/{id}/messages: the newest page, or the page before message number `before`. */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
  /** Only messages after this number (catching up after a lost connection), oldest first. */
  after: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGING_LIMITS.page),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** The text of a message: kept as written (line breaks too), at most MESSAGING_LIMITS.body characters. */
export const messageBodySchema = z
  .string()
  .max(MESSAGING_LIMITS.body, { error: MESSAGING_MESSAGES.tooLong })
  .refine((text) => text.trim().length > 0, { error: MESSAGING_MESSAGES.empty });

/** What the message form checks before sending (the same rule the server applies to `body`). */
export const messageFormSchema = z.object({ body: messageBodySchema });
export type MessageForm = z.infer<typeof messageFormSchema>;

/**
 * POST /prop/conversations/{id}/messages. `client_id` is made by the sending device: the same id sent again is the
 * same message. Text, and at most one attachment: an uploaded image's address, or a document in base64.
 */
export const sendMessageSchema = z
  .object({
    client_id: z.uuid({ error: MESSAGING_MESSAGES.clientIdInvalid }),
    body: z.string().max(MESSAGING_LIMITS.body, { error: MESSAGING_MESSAGES.tooLong }).default(''),
    image_url: z.string().max(1000).optional(),
    document: z
      .object({
        name: z
          .string({ error: MESSAGING_MESSAGES.documentName })
          .trim()
          .min(1, { error: MESSAGING_MESSAGES.documentName })
          .max(200, { error: FIELD_MESSAGES.tooLong }),
        file: z
          .string({ error: MESSAGING_MESSAGES.documentType })
          .min(1, { error: MESSAGING_MESSAGES.documentType })
          .max(Math.ceil((MESSAGING_LIMITS.documentBytes * 4) / 3) + 8, { error: MESSAGING_MESSAGES.documentTooBig }),
      })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.image_url && value.document) {
      context.addIssue({ code: 'custom', path: ['document'], message: MESSAGING_MESSAGES.oneAttachment });
    }
    if (!value.image_url && !value.document && value.body.trim().length === 0) {
      context.addIssue({ code: 'custom', path: ['body'], message: MESSAGING_MESSAGES.empty });
    }
  });
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

/** POST /prop/conversations/{id}/read: everything up to message number `seq` has been seen. */
export const markReadSchema = z.object({ seq: z.number().int().min(0).max(2_000_000_000) });
export type MarkReadRequest = z.infer<typeof markReadSchema>;

/** POST /prop/blocks. */
export const blockRequestSchema = z.object({ account_id: z.uuid({ error: MESSAGING_MESSAGES.memberNotFound }) });
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** PUT /prop/messaging/settings. */
export const messagingSettingsSchema = z.object({ read_receipts: z.boolean() });
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

/** The other member of a conversation; `id` and `name` are null once they deleted their account. */
export const conversationPersonSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  role: z.string().nullable(),
  photo: z.string().nullable(),
  /** False when they deleted their account, were blacklisted, or one of the two blocked the other. */
  available: z.boolean(),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

export const conversationSubjectSchema = z.object({
  type: z.enum(CONVERSATION_SUBJECTS),
  id: z.string(),
  title: z.string().nullable(),
  /** Where the subject is in the web app. */
  link: z.string(),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const MESSAGE_KINDS = ['text', 'image', 'document'] as const;

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: conversationPersonSchema,
  /** Null for a conversation started from a profile. */
  subject: conversationSubjectSchema.nullable(),
  last_message: z
    .object({
      seq: z.number().int(),
      excerpt: z.string(),
      kind: z.enum(MESSAGE_KINDS),
      from_me: z.boolean(),
      removed: z.boolean(),
      at: z.string(),
    })
    .nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxResponseSchema = envelope(
  z.object({ items: z.array(conversationSummarySchema), next_cursor: z.string().nullable() }),
);
export type InboxPage = z.infer<typeof inboxResponseSchema>['data'];

/** Why a member cannot send in a conversation: they blocked the other, the other is not available. */
export const CANNOT_SEND_REASONS = ['blocked_by_me', 'unavailable'] as const;

export const conversationDetailSchema = conversationSummarySchema.omit({ last_message: true }).extend({
  can_send: z.boolean(),
  cannot_send: z.enum(CANNOT_SEND_REASONS).nullable(),
  /** How far the other member has read, when both show read receipts; else null. */
  other_read_seq: z.number().int().nullable(),
  last_seq: z.number().int(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
export const conversationResponseSchema = envelope(conversationDetailSchema);

export const messageDocumentSchema = z.object({
  name: z.string(),
  content_type: z.enum(MESSAGE_DOCUMENT_TYPES),
  size: z.number().int(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  seq: z.number().int(),
  client_id: z.string(),
  from_me: z.boolean(),
  /** Empty when an admin removed the message. */
  body: z.string(),
  image: shownImageSchema.nullable(),
  document: messageDocumentSchema.nullable(),
  removed: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const messagesResponseSchema = envelope(
  z.object({
    /** Oldest first, as shown (newest at the bottom). */
    items: z.array(messageSchema),
    /** `before` for the page of older messages; null at the first message. */
    older: z.number().int().nullable(),
  }),
);
export type MessagesPage = z.infer<typeof messagesResponseSchema>['data'];

export const messageResponseSchema = envelope(messageSchema);

export const unreadResponseSchema = envelope(z.object({ count: z.number().int() }));

export const blockedMembersResponseSchema = envelope(
  z.array(z.object({ id: z.string(), name: z.string(), blocked_at: z.string() })),
);
export type BlockedMember = z.infer<typeof blockedMembersResponseSchema>['data'][number];

export const messagingSettingsResponseSchema = envelope(messagingSettingsSchema);

/**
 * What the live stream (GET /prop/conversations/events, Server-Sent Events) sends, by event name:
 * `message` a new message in one of your conversations; `read` the other member read up to `seq`;
 * `unread` your count of unread messages changed (read on another device).
 */
export interface LiveMessageEvent {
  conversation_id: string;
  message: ChatMessage;
  unread: number;
}
export interface LiveReadEvent {
  conversation_id: string;
  seq: number;
}
export interface LiveUnreadEvent {
  count: number;
}
export type LiveEvent =
  | { type: 'message'; data: LiveMessageEvent }
  | { type: 'read'; data: LiveReadEvent }
  | { type: 'unread'; data: LiveUnreadEvent };
