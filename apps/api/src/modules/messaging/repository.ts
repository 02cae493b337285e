import { type ConversationSubjectType, MESSAGING_LIMITS } from '@creative-ng/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { accountPhoto, selectAccountsWithProfiles } from '../../db/account-profiles';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/lists';
import {
  accounts,
  businessProfiles,
  conversationMembers,
  conversations,
  creativeProfiles,
  memberBlocks,
  messageDocuments,
  messages,
  messagingPreferences,
  partnerProfiles,
} from '../../db/schema/index';

/*
 * Every query of conversations and messages. The inbox and a conversation's pages each read one index in the order
 * they show (conversation_members_inbox_idx; messages_conversation_seq_unique), whatever the size of the platform.
 */

/** What a conversation's side needs to know about the other person. */
export interface PersonRow {
  id: string;
  name: string;
  role: string;
  photo: string | null;
  blacklisted: boolean;
}

const photo = accountPhoto;

/** Accounts by id with their photo or logo (each a primary-key lookup). */
export async function people(db: Database, ids: readonly string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectAccountsWithProfiles(db, {
    id: accounts.id,
    name: accounts.displayName,
    role: accounts.role,
    photo,
    blacklisted: accounts.isBlacklisted,
  }).where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A member one may start a conversation with from their profile: public, confirmed, not blacklisted. */
export async function reachableMember(db: Database, id: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, id),
        inArray(accounts.role, ['user', 'business', 'partner']),
        eq(accounts.visibility, 'public'),
        eq(accounts.isBlacklisted, false),
        sql`${accounts.emailVerifiedAt} is not null`,
      ),
    );
  return row;
}

/** Who of the two blocked whom: the blockers among them. */
export async function blockersBetween(db: Database, a: string, b: string): Promise<Set<string>> {
  const rows = await db
    .select({ blocker: memberBlocks.blockerAccountId, blocked: memberBlocks.blockedAccountId })
    .from(memberBlocks)
    // Both ways as one lookup of the primary key (= any on each column); an OR of the two pairs is planned as a scan.
    .where(and(inArray(memberBlocks.blockerAccountId, [a, b]), inArray(memberBlocks.blockedAccountId, [a, b])));
  return new Set(rows.filter((row) => row.blocked !== row.blocker).map((row) => row.blocker));
}

/**
 * The conversation of a pair about a subject, made with both sides when it does not exist yet; its id either way
 * (two members starting it at once get the same one).
 */
export async function openConversation(
  db: Database,
  pair: { a: string; b: string },
  subject: { type: ConversationSubjectType; id: string | null; title: string | null },
): Promise<string> {
  const [low, high] = pair.a < pair.b ? [pair.a, pair.b] : [pair.b, pair.a];
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(conversations)
      .values({
        memberLow: low,
        memberHigh: high,
        subjectType: subject.type,
        subjectId: subject.id,
        subjectTitle: subject.title,
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    const id =
      made?.id ??
      (
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(
              eq(conversations.memberLow, low),
              eq(conversations.memberHigh, high),
              eq(conversations.subjectType, subject.type),
              sql`coalesce(${conversations.subjectId}, '00000000-0000-0000-0000-000000000000'::uuid) = coalesce(${subject.id}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`,
            ),
          )
      )[0]?.id;
    if (!id) throw new Error('conversation neither made nor found');
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: id, accountId: low, otherAccountId: high },
        { conversationId: id, accountId: high, otherAccountId: low },
      ])
      .onConflictDoNothing();
    return id;
  });
}

/** One member's side of a conversation, with the conversation: undefined for anyone who is not in it. */
export async function memberSide(db: Database, conversationId: string, accountId: string) {
  const [row] = await db
    .select({
      conversationId: conversations.id,
      subjectType: conversations.subjectType,
      subjectId: conversations.subjectId,
      subjectTitle: conversations.subjectTitle,
      lastSeq: conversations.lastSeq,
      otherAccountId: conversationMembers.otherAccountId,
      lastReadSeq: conversationMembers.lastReadSeq,
      unreadCount: conversationMembers.unreadCount,
      hiddenAt: conversationMembers.hiddenAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.accountId, accountId)));
  return row;
}
export type MemberSide = NonNullable<Awaited<ReturnType<typeof memberSide>>>;

/** How far the other member has read (their side's last_read_seq). */
export async function readSeqOf(db: Database, conversationId: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ seq: conversationMembers.lastReadSeq })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.accountId, accountId)));
  return row?.seq ?? 0;
}

// --- The inbox ----------------------------------------------------------------------------------------------------

export interface InboxCursor {
  at: string;
  id: string;
}

const exactTime = (column: SQL | typeof conversationMembers.lastMessageAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const lastMessage = (db: Database) =>
  db
    .select({
      seq: messages.seq,
      body: sql<string>`left(${messages.body}, ${MESSAGING_LIMITS.excerpt})`.as('last_body'),
      imageUrl: messages.imageUrl,
      senderId: messages.senderAccountId,
      removed: sql<boolean>`${messages.removedAt} is not null`.as('last_removed'),
      hasDocument: sql<boolean>`exists (select 1 from ${messageDocuments} d where d.message_id = ${messages.id})`.as(
        'last_has_document',
      ),
      at: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationMembers.conversationId))
    .orderBy(desc(messages.seq))
    .limit(1)
    .as('last');

/**
 * One page of a member's inbox, newest conversation first, after the cursor; `q` keeps the conversations whose other
 * member's name holds it. Reads the member's rows of the inbox index in order and stops at the page's end: ordered
 * as conversation_members_inbox_idx is (`desc nulls last`), where a plain `desc` (nulls first) made PostgreSQL read
 * every conversation of the member, join each, and sort them for a page of twenty.
 */
export async function inboxPage(
  db: Database,
  accountId: string,
  query: { q?: string | undefined; cursor?: InboxCursor | undefined; limit: number },
) {
  const last = lastMessage(db);
  const search = query.q
    ? sql`${accounts.displayName} ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      otherAccountId: conversationMembers.otherAccountId,
      unread: conversationMembers.unreadCount,
      at: exactTime(conversationMembers.lastMessageAt),
      subjectType: conversations.subjectType,
      subjectId: conversations.subjectId,
      subjectTitle: conversations.subjectTitle,
      otherName: accounts.displayName,
      otherRole: accounts.role,
      otherBlacklisted: accounts.isBlacklisted,
      otherPhoto: photo,
      last: {
        seq: last.seq,
        body: last.body,
        imageUrl: last.imageUrl,
        senderId: last.senderId,
        removed: last.removed,
        hasDocument: last.hasDocument,
        at: last.at,
      },
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(accounts, eq(accounts.id, conversationMembers.otherAccountId))
    .leftJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, accounts.id))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(conversationMembers.accountId, accountId),
        isNull(conversationMembers.hiddenAt),
        sql`${conversationMembers.lastMessageAt} is not null`,
        query.cursor
          ? sql`(${conversationMembers.lastMessageAt}, ${conversationMembers.conversationId}) < (${query.cursor.at}::timestamptz, ${query.cursor.id}::uuid)`
          : undefined,
        search,
      ),
    )
    .orderBy(...newestFirst(conversationMembers.lastMessageAt, conversationMembers.conversationId))
    .limit(query.limit + 1);
}
export type InboxRow = Awaited<ReturnType<typeof inboxPage>>[number];

/** The member's unread messages in every conversation not hidden (the partial unread index: only rows with some). */
export async function unreadTotal(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.accountId, accountId),
        gt(conversationMembers.unreadCount, 0),
        isNull(conversationMembers.hiddenAt),
      ),
    );
  return row?.n ?? 0;
}

// --- Messages -----------------------------------------------------------------------------------------------------

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  clientId: messages.clientId,
  senderId: messages.senderAccountId,
  body: messages.body,
  imageUrl: messages.imageUrl,
  removedAt: messages.removedAt,
  createdAt: messages.createdAt,
  // Looked up for each message the page keeps (a join would be planned as a walk of every document at size).
  documentName: sql<string | null>`(select d.name from ${messageDocuments} d where d.message_id = ${messages.id})`,
  documentType: sql<
    string | null
  >`(select d.content_type from ${messageDocuments} d where d.message_id = ${messages.id})`,
  documentSize: sql<number | null>`(select d.size from ${messageDocuments} d where d.message_id = ${messages.id})`,
};

const selectMessages = (db: Database) => db.select(messageColumns).from(messages);
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

/** A page of a conversation by number: the newest `limit` before `before`, or the oldest `limit` after `after`. */
export async function messagesPage(
  db: Database,
  conversationId: string,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<MessageRow[]> {
  if (page.after !== undefined) {
    return selectMessages(db)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, page.after)))
      .orderBy(asc(messages.seq))
      .limit(page.limit + 1);
  }
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        page.before !== undefined ? lt(messages.seq, page.before) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(page.limit + 1);
  return rows;
}

export async function messageById(db: Database, id: string): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.id, id));
  return row;
}

/** The message a device already sent with this id, if any (a retry after a lost answer). */
export async function messageByClientId(db: Database, senderId: string, clientId: string) {
  const [row] = await selectMessages(db).where(
    and(eq(messages.senderAccountId, senderId), eq(messages.clientId, clientId)),
  );
  return row;
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  recipientId: string;
  clientId: string;
  body: string;
  imageUrl: string | null;
  document: { name: string; contentType: string; bytes: Buffer } | null;
}

/**
 * Writes a message inside the caller's transaction: takes the next number under the conversation's lock (so numbers
 * follow the order messages commit), files it on both sides (the sender has read up to it; the recipient has one
 * more unread) and answers the recipient's new unread total. Undefined when this device's id was taken meanwhile.
 */
export async function insertMessage(tx: Database, message: NewMessage) {
  const [numbered] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: sql`now()` })
    .where(eq(conversations.id, message.conversationId))
    .returning({ seq: conversations.lastSeq, at: conversations.lastMessageAt });
  if (!numbered) throw new Error('conversation not found for a new message');
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      seq: numbered.seq,
      senderAccountId: message.senderId,
      clientId: message.clientId,
      body: message.body,
      imageUrl: message.imageUrl,
    })
    .onConflictDoNothing({ target: [messages.senderAccountId, messages.clientId] })
    .returning({ id: messages.id });
  if (!row) return undefined;
  if (message.document) {
    await tx.insert(messageDocuments).values({
      messageId: row.id,
      name: message.document.name,
      contentType: message.document.contentType,
      size: message.document.bytes.length,
      bytes: message.document.bytes,
    });
  }
  const side = (accountId: string) =>
    and(eq(conversationMembers.conversationId, message.conversationId), eq(conversationMembers.accountId, accountId));
  await tx
    .update(conversationMembers)
    .set({ lastMessageAt: numbered.at, lastReadSeq: numbered.seq, unreadCount: 0 })
    .where(side(message.senderId));
  await tx
    .update(conversationMembers)
    .set({ lastMessageAt: numbered.at, unreadCount: sql`${conversationMembers.unreadCount} + 1` })
    .where(side(message.recipientId));
  return { id: row.id, seq: numbered.seq, recipientUnread: await unreadTotal(tx, message.recipientId) };
}

/**
 * Marks a member's side read up to `seq` (never backwards) and recounts what is left from the other side. The
 * conversation is locked first, so a message being sent either commits before the count (and is counted) or
 * waits until after it (and adds one): the count stays exact.
 */
export async function markRead(db: Database, conversationId: string, accountId: string, seq: number) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('share');
    if (!conversation) return undefined;
    const upTo = Math.min(seq, conversation.lastSeq);
    const [side] = await tx
      .update(conversationMembers)
      .set({
        lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${upTo})`,
        unreadCount: sql`(select count(*)::int from ${messages} m where m.conversation_id = ${conversationId}
          and m.seq > greatest(${conversationMembers.lastReadSeq}, ${upTo}) and m.sender_account_id <> ${accountId})`,
      })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.accountId, accountId)))
      .returning({ lastReadSeq: conversationMembers.lastReadSeq });
    if (!side) return undefined;
    return { lastReadSeq: side.lastReadSeq, unread: await unreadTotal(tx, accountId) };
  });
}

/** The document of a message, bytes included. */
export async function documentOf(db: Database, messageId: string) {
  const [row] = await db.select().from(messageDocuments).where(eq(messageDocuments.messageId, messageId));
  return row;
}

// --- Blocks and choices -------------------------------------------------------------------------------------------

/** Blocks a member and hides the blocker's conversations with them. */
export async function block(db: Database, blocker: string, blocked: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(memberBlocks)
      .values({ blockerAccountId: blocker, blockedAccountId: blocked })
      .onConflictDoNothing();
    await tx
      .update(conversationMembers)
      .set({ hiddenAt: sql`now()` })
      .where(
        and(
          eq(conversationMembers.accountId, blocker),
          eq(conversationMembers.otherAccountId, blocked),
          isNull(conversationMembers.hiddenAt),
        ),
      );
  });
}

/** Lifts a block; the conversations show again. */
export async function unblock(db: Database, blocker: string, blocked: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(memberBlocks)
      .where(and(eq(memberBlocks.blockerAccountId, blocker), eq(memberBlocks.blockedAccountId, blocked)));
    await tx
      .update(conversationMembers)
      .set({ hiddenAt: null })
      .where(and(eq(conversationMembers.accountId, blocker), eq(conversationMembers.otherAccountId, blocked)));
  });
}

export async function blockedBy(db: Database, blocker: string) {
  return db
    .select({ id: accounts.id, name: accounts.displayName, blockedAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(accounts, eq(accounts.id, memberBlocks.blockedAccountId))
    .where(eq(memberBlocks.blockerAccountId, blocker))
    .orderBy(desc(memberBlocks.createdAt))
    .limit(500);
}

/** Read receipts of each account (on unless turned off). */
export async function readReceipts(db: Database, ids: readonly string[]): Promise<Map<string, boolean>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: messagingPreferences.accountId, on: messagingPreferences.readReceipts })
          .from(messagingPreferences)
          .where(inArray(messagingPreferences.accountId, [...ids]));
  const chosen = new Map(rows.map((row) => [row.id, row.on]));
  return new Map(ids.map((id) => [id, chosen.get(id) ?? true]));
}

export async function saveReadReceipts(db: Database, accountId: string, on: boolean): Promise<void> {
  await db
    .insert(messagingPreferences)
    .values({ accountId, readReceipts: on })
    .onConflictDoUpdate({ target: messagingPreferences.accountId, set: { readReceipts: on } });
}

/** When the account was made (new accounts have a lower sending limit). */
export async function createdAtOf(db: Database, accountId: string): Promise<Date | undefined> {
  const [row] = await db.select({ at: accounts.createdAt }).from(accounts).where(eq(accounts.id, accountId));
  return row?.at;
}

// --- The person's data --------------------------------------------------------------------------------------------

/** Every conversation of an account with all its messages (documents by name), for the data export. */
export async function conversationsOf(db: Database, accountId: string) {
  const sides = await db
    .select({
      id: conversations.id,
      otherAccountId: conversationMembers.otherAccountId,
      subjectType: conversations.subjectType,
      subjectId: conversations.subjectId,
      subjectTitle: conversations.subjectTitle,
      createdAt: conversations.createdAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.accountId, accountId))
    .orderBy(asc(conversations.createdAt));
  const ids = sides.map((side) => side.id);
  const all =
    ids.length === 0
      ? []
      : await selectMessages(db)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.conversationId), asc(messages.seq));
  return { sides, messages: all };
}
