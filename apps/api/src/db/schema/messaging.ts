import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountColumn, accountKey } from './account-columns';
import { accounts } from './accounts';
import { bytea, createdAt, id, removal } from './columns';

/** What a conversation is about: a member's profile (nothing more), or one product, order, proposal or listing. */
export const conversationSubject = pgEnum('conversation_subject', [
  'member',
  'product',
  'order',
  'proposal',
  'training',
  'opportunity',
]);

/**
 * A conversation between two members about one subject: one per pair and subject. The pair is kept in order
 * (member_low < member_high) so the pair has one spelling; a member who deletes their account leaves null behind
 * (the other side keeps their own messages and sees 'deleted member'). `last_seq` numbers the messages: taken
 * under this row's lock, it grows in the order messages commit.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    memberLow: uuid('member_low').references(() => accounts.id, { onDelete: 'set null' }),
    memberHigh: uuid('member_high').references(() => accounts.id, { onDelete: 'set null' }),
    subjectType: conversationSubject('subject_type').notNull(),
    /** The product, order, proposal, training or opportunity; null for a conversation started from a profile. */
    subjectId: uuid('subject_id'),
    /** The subject's title when the conversation started (an order's product, a proposal's title…). */
    subjectTitle: text('subject_title'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_subject_unique').on(
      t.memberLow,
      t.memberHigh,
      t.subjectType,
      sql`coalesce(${t.subjectId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    // Deleting an account sets its side to null: both sides need an index to be found.
    index('conversations_member_high_idx').on(t.memberHigh),
    check('conversations_subject_check', sql`(${t.subjectType} = 'member') = (${t.subjectId} is null)`),
  ],
);

/**
 * One member's side of a conversation: what their inbox lists (ordered by the conversation's last message), how
 * far they have read, and how many messages from the other side they have not (kept exact by the sender's and the
 * reader's transactions). `hidden_at` is set when this member blocks the other one.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: accountColumn('account_id'),
    otherAccountId: uuid('other_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.accountId] }),
    // The inbox: one member's conversations that have messages, newest first.
    index('conversation_members_inbox_idx')
      .on(t.accountId, t.lastMessageAt.desc(), t.conversationId.desc())
      .where(sql`${t.hiddenAt} is null and ${t.lastMessageAt} is not null`),
    // The top bar's count: only the conversations with something unread.
    index('conversation_members_unread_idx').on(t.accountId).where(sql`${t.unreadCount} > 0 and ${t.hiddenAt} is null`),
    // Blocking hides every conversation of a pair.
    index('conversation_members_pair_idx').on(t.accountId, t.otherAccountId),
    // Deleting an account finds the other side of each of its conversations.
    index('conversation_members_other_idx').on(t.otherAccountId),
    check('conversation_members_unread_check', sql`${t.unreadCount} >= 0`),
  ],
);

/**
 * A message: text (links are shown safely by the client, never as markup), and at most one attachment: an image
 * of the image pipeline (by address, like posts) or a document (message_documents). `client_id` is made by the
 * sender's device, so a message sent again after a lost answer is the same message. An admin may remove a reported
 * message: it stays for the record and shows to both as removed.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderAccountId: accountColumn('sender_account_id'),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    ...removal(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_unique').on(t.senderAccountId, t.clientId),
  ],
);

/**
 * A document sent in a message (JPEG, PNG or PDF as proposals accept them, type read from the bytes, size-capped).
 * Kept in the database, never at a public address: only the two members download it, as an attachment.
 */
export const messageDocuments = pgTable('message_documents', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});

/** A member who blocked another: no messages either way, and their conversations are hidden from the blocker. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerAccountId: accountColumn('blocker_account_id'),
    blockedAccountId: accountColumn('blocked_account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerAccountId, t.blockedAccountId] }),
    index('member_blocks_blocked_idx').on(t.blockedAccountId, t.blockerAccountId),
  ],
);

/** A member's messaging choices; no row means the defaults (read receipts on). */
export const messagingPreferences = pgTable('messaging_preferences', {
  accountId: accountKey(),
  readReceipts: boolean('read_receipts').notNull().default(true),
});

/**
 * Which accounts have a page open on some instance, each instance saying so every 20 seconds for the next minute:
 * a message to someone present needs no notice or email.
 */
export const messagingPresence = pgTable('messaging_presence', {
  accountId: accountKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
