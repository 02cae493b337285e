import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { MODERATION_MESSAGES, type ReportTargetType } from '@creative-ng/shared/moderation/index';
import { aliasedTable, and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  conversations,
  events,
  messageDocuments,
  messages,
  opportunities,
  posts,
  products,
  tools,
} from '../../db/schema/index';
import { ruleBroken } from '../../http/errors';

/** What moderation needs to know about one reported thing. */
export interface TargetFacts {
  id: string;
  /** Whose content it is: told when it is removed, named in the audit row. */
  authorId: string | null;
  authorName: string | null;
  authorRole: string | null;
  title: string;
  excerpt: string | null;
  /** Where an admin looks at it in the web app. */
  link: string | null;
  removed: boolean;
  /** Private content (a conversation, a message): the only members who may report it, or learn that it exists. */
  audience?: readonly string[];
}

/** A private message as an admin reads it once it was reported. */
export interface ReportedMessage {
  id: string;
  seq: number;
  senderId: string;
  senderName: string | null;
  body: string;
  imageUrl: string | null;
  documentName: string | null;
  removed: boolean;
  createdAt: Date;
}

/**
 * One kind of reportable thing. A feature whose content can be reported (products, partner listings…)
 * adds its entry to TARGETS below: how to find its rows, and (if admins may take it down) how to remove one.
 */
export interface TargetKind {
  /** The targets with these ids that exist (removed ones included), by id. */
  find(db: Database, ids: readonly string[]): Promise<Map<string, TargetFacts>>;
  /**
   * Takes the content down inside the admin's transaction. Absent: 'remove' answers 422 with `removalRefusal`.
   * Returns false when it was already removed.
   */
  remove?(tx: Database, id: string, reason: string): Promise<boolean>;
  /** Why 'remove' is not offered for this kind. */
  removalRefusal?: MessageCode;
  /**
   * Private messages: what a report of this kind lets an admin read, and nothing more (the reported message; a
   * reported conversation as it stood when it was reported).
   */
  reportedMessages?(db: Database, id: string, reportedAt: Date): Promise<ReportedMessage[]>;
}

const EXCERPT_LENGTH = 160;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

type RemovableTable = typeof posts | typeof products | typeof tools | typeof opportunities | typeof events;

/** Takes a row down (its `removed_at` and the reason) unless it already is: whether it was taken down now. */
async function takeDown(tx: Database, table: RemovableTable | typeof messages, id: string, reason: string) {
  const done = await tx
    .update(table)
    .set({ removedAt: new Date(), removedReason: reason })
    .where(and(eq(table.id, id), isNull(table.removedAt)))
    .returning({ id: table.id });
  return done.length > 0;
}

/**
 * A piece of content in a table with a title, a description and `removed_at`/`removed_reason` (posts, products,
 * partner listings): found with its author, removed by setting `removed_at`, which hides it from everyone but its
 * author.
 */
function contentTarget(
  table: RemovableTable,
  columns: { author: PgColumn; title: PgColumn },
  path: string,
): TargetKind {
  return {
    async find(db, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: table.id,
          title: sql<string>`${columns.title}`,
          description: table.description,
          removedAt: table.removedAt,
          authorId: accounts.id,
          authorName: accounts.displayName,
          authorRole: accounts.role,
        })
        .from(table)
        .innerJoin(accounts, eq(accounts.id, columns.author))
        .where(inArray(table.id, [...ids]));
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            authorId: r.authorId,
            authorName: r.authorName,
            authorRole: r.authorRole,
            title: r.title,
            excerpt: excerpt(r.description),
            link: `${path}${r.id}`,
            removed: r.removedAt !== null,
          },
        ]),
      );
    },
    remove: (tx, id, reason) => takeDown(tx, table, id, reason),
  };
}

const postTarget = contentTarget(posts, { author: posts.authorAccountId, title: posts.title }, '/post/');

/** A marketplace product: its seller is the author. */
const productTarget = contentTarget(
  products,
  { author: products.sellerAccountId, title: products.title },
  '/marketdetailsPage/',
);

/** One target type over several tables: an id is looked up in each (ids are unique across them). */
function anyOf(kinds: readonly TargetKind[]): TargetKind {
  return {
    async find(db, ids) {
      const found = new Map<string, TargetFacts>();
      for (const kind of kinds) for (const [id, facts] of await kind.find(db, ids)) found.set(id, facts);
      return found;
    },
    async remove(tx, id, reason) {
      for (const kind of kinds) if (await kind.remove?.(tx, id, reason)) return true;
      return false;
    },
  };
}

/** A partner's tool, opportunity or training (report type 'listing'); the partner is the author. */
export const listingTarget = anyOf([
  contentTarget(tools, { author: tools.partnerAccountId, title: tools.name }, '/tooldetailsPage/'),
  contentTarget(
    opportunities,
    { author: opportunities.partnerAccountId, title: opportunities.title },
    '/opportunitydetails/',
  ),
  contentTarget(events, { author: events.partnerAccountId, title: events.title }, '/training/'),
]);

const profileTarget: TargetKind = {
  async find(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: accounts.id,
        name: accounts.displayName,
        role: accounts.role,
        blacklisted: accounts.isBlacklisted,
      })
      .from(accounts)
      .where(and(inArray(accounts.id, [...ids]), ne(accounts.role, 'admin')));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          authorId: r.id,
          authorName: r.name,
          authorRole: r.role,
          title: r.name,
          excerpt: null,
          link: `/adminprofile/${r.id}`,
          removed: r.blacklisted,
        },
      ]),
    );
  },
  // A profile is taken down by blacklisting it from the admin tools (which revokes sessions and hides it).
  removalRefusal: MODERATION_MESSAGES.profileRemoval,
};

/** How many messages of a reported conversation an admin reads: the last ones before the report. */
const REPORTED_CONVERSATION_MESSAGES = 50;

const reportedMessageColumns = {
  id: messages.id,
  seq: messages.seq,
  senderId: messages.senderAccountId,
  senderName: accounts.displayName,
  body: messages.body,
  imageUrl: messages.imageUrl,
  documentName: messageDocuments.name,
  removed: sql<boolean>`${messages.removedAt} is not null`,
  createdAt: messages.createdAt,
};

const selectReported = (db: Database) =>
  db
    .select(reportedMessageColumns)
    .from(messages)
    .leftJoin(accounts, eq(accounts.id, messages.senderAccountId))
    .leftJoin(messageDocuments, eq(messageDocuments.messageId, messages.id));

/** One message of a conversation: its sender is the author; only the two members may report it. */
const messageTarget: TargetKind = {
  async find(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: messages.id,
        body: messages.body,
        removedAt: messages.removedAt,
        authorId: messages.senderAccountId,
        authorName: accounts.displayName,
        authorRole: accounts.role,
        documentName: messageDocuments.name,
        low: conversations.memberLow,
        high: conversations.memberHigh,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(accounts, eq(accounts.id, messages.senderAccountId))
      .leftJoin(messageDocuments, eq(messageDocuments.messageId, messages.id))
      .where(inArray(messages.id, [...ids]));
    return new Map(
      rows.map((r) => {
        const words = r.body.trim() || r.documentName || r.authorName || '';
        return [
          r.id,
          {
            id: r.id,
            authorId: r.authorId,
            authorName: r.authorName,
            authorRole: r.authorRole,
            title: words.length > 60 ? `${words.slice(0, 59)}…` : words,
            excerpt: r.body ? excerpt(r.body) : null,
            link: null,
            removed: r.removedAt !== null,
            audience: [r.low, r.high].filter((id): id is string => id !== null),
          },
        ];
      }),
    );
  },
  remove: (tx, id, reason) => takeDown(tx, messages, id, reason),
  async reportedMessages(db, id) {
    return selectReported(db).where(eq(messages.id, id));
  },
};

/** A whole conversation: named by its two members; only they may report it, and it is not removed as a whole. */
const conversationTarget: TargetKind = {
  async find(db, ids) {
    if (ids.length === 0) return new Map();
    const low = aliasedTable(accounts, 'member_low_account');
    const high = aliasedTable(accounts, 'member_high_account');
    const rows = await db
      .select({
        id: conversations.id,
        low: conversations.memberLow,
        high: conversations.memberHigh,
        lowName: low.displayName,
        highName: high.displayName,
        subject: conversations.subjectTitle,
      })
      .from(conversations)
      .leftJoin(low, eq(low.id, conversations.memberLow))
      .leftJoin(high, eq(high.id, conversations.memberHigh))
      .where(inArray(conversations.id, [...ids]));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          authorId: null,
          authorName: null,
          authorRole: null,
          title: [r.lowName, r.highName].filter(Boolean).join(' · '),
          excerpt: r.subject,
          link: null,
          removed: false,
          audience: [r.low, r.high].filter((id): id is string => id !== null),
        },
      ]),
    );
  },
  removalRefusal: MODERATION_MESSAGES.conversationRemoval,
  async reportedMessages(db, id, reportedAt) {
    const rows = await selectReported(db)
      .where(and(eq(messages.conversationId, id), lte(messages.createdAt, reportedAt)))
      .orderBy(desc(messages.seq))
      .limit(REPORTED_CONVERSATION_MESSAGES);
    return rows.reverse();
  },
};

export const TARGETS: Readonly<Record<ReportTargetType, TargetKind>> = {
  post: postTarget,
  profile: profileTarget,
  product: productTarget,
  listing: listingTarget,
  conversation: conversationTarget,
  message: messageTarget,
};

export async function findTarget(db: Database, type: ReportTargetType, id: string): Promise<TargetFacts | undefined> {
  return (await TARGETS[type].find(db, [id])).get(id);
}

/** Refuses with 422 when this kind of target cannot be removed here (profiles, kinds not built yet). */
export function assertRemovable(type: ReportTargetType): void {
  const kind = TARGETS[type];
  if (!kind.remove) throw ruleBroken(kind.removalRefusal ?? MODERATION_MESSAGES.removalNotAvailable);
}

/** Takes the target down inside the admin's transaction; false when it was already down. */
export async function removeTarget(tx: Database, type: ReportTargetType, id: string, reason: string): Promise<boolean> {
  assertRemovable(type);
  return (TARGETS[type].remove as NonNullable<TargetKind['remove']>)(tx, id, reason);
}

export const canRemove = (type: ReportTargetType) => Boolean(TARGETS[type].remove);
