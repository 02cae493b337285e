import type { SavedKind } from '@creative-ng/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { cappedCount, countUpTo, countUpToSql, newestFirst, shownColumns } from '../../db/lists';
import {
  accounts,
  eventRegistrations,
  events,
  notifications,
  opportunities,
  partnerProfiles,
  savedListings,
  tools,
} from '../../db/schema/index';
import { countCap, pageOffset } from '../../http/pagination';
import type { RowQuery } from '../../listing-engine/kind';

/*
 * The listings module's own queries: partners' items with their partner, who may publish, saved items,
 * training registrations and reminders. Lists, one item and the owner's writes are the listing engine's
 * (listing-engine/repository.ts).
 */

export type PartnerTable = typeof tools | typeof opportunities | typeof events;

/** A partner's item as lists show it: the row with the partner's name and logo. */
export interface PartnerRow<T extends PartnerTable> {
  item: Omit<T['$inferSelect'], 'searchVector'>;
  authorName: string;
  authorLogo: string | null;
}

const authorColumns = {
  authorName: sql<string>`coalesce(${partnerProfiles.name}, ${accounts.displayName})`,
  authorLogo: partnerProfiles.logo,
};

/** The items of one table with their partner (for the engine to finish with a condition, order and page). */
export const partnerRows =
  <T extends PartnerTable>(table: T) =>
  (db: Database, extra: Record<string, SQL> = {}): RowQuery<PartnerRow<T>> =>
    db
      .select({ item: shownColumns(table as PartnerTable), ...authorColumns, ...extra })
      .from(table as PartnerTable)
      .innerJoin(accounts, eq(accounts.id, table.partnerAccountId))
      .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, table.partnerAccountId))
      .$dynamic() as unknown as RowQuery<PartnerRow<T>>;

/** The ids of one table's items that a condition on the item and its partner's account matches (counted, or listed). */
export const partnerMatching =
  (table: PartnerTable) =>
  (db: Database): RowQuery<{ id: string }> =>
    db
      .select({ id: table.id })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.partnerAccountId))
      .$dynamic() as unknown as RowQuery<{ id: string }>;

/** Published items are shown when their partner is not blacklisted. */
export const publisherIsPublic: SQL = sql`${accounts.isBlacklisted} = false`;

/** Approval and blacklisting of an account, for whether it may publish. */
export async function publisherFacts(db: Database, accountId: string) {
  const [row] = await db
    .select({ approvedAt: accounts.approvedAt, isBlacklisted: accounts.isBlacklisted })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

// ------------------------------------------------------------------------------------------------------ saved

const SAVED_COLUMN = {
  tool: savedListings.toolId,
  opportunity: savedListings.opportunityId,
  event: savedListings.eventId,
} as const;

/** Which of these items of a kind the account saved. */
export async function savedAmong(db: Database, accountId: string, kind: SavedKind, ids: readonly string[]) {
  const column = SAVED_COLUMN[kind];
  const rows = await db
    .select({ id: column })
    .from(savedListings)
    .where(and(eq(savedListings.accountId, accountId), inArray(column, [...ids])));
  return new Set(rows.map((row) => row.id).filter((id): id is string => id !== null));
}

/**
 * Whether the account saved the item of `itemId` (a column of the outer statement), as a column of the statement
 * that reads the item: one probe of the kind's unique index (account, item) per row (decision 0099).
 */
export const savedByColumn = (kind: SavedKind, itemId: PgColumn, accountId: string) =>
  sql<boolean>`exists (select 1 from ${savedListings}
    where ${savedListings.accountId} = ${accountId} and ${SAVED_COLUMN[kind]} = ${itemId})`;

export async function save(db: Database, accountId: string, kind: SavedKind, id: string) {
  await db
    .insert(savedListings)
    .values({
      accountId,
      toolId: kind === 'tool' ? id : null,
      opportunityId: kind === 'opportunity' ? id : null,
      eventId: kind === 'event' ? id : null,
    })
    .onConflictDoNothing();
}

export async function unsave(db: Database, accountId: string, kind: SavedKind, id: string) {
  await db.delete(savedListings).where(and(eq(savedListings.accountId, accountId), eq(SAVED_COLUMN[kind], id)));
}

/** The partner of a saved row's item, whichever kind it is. */
const savedPartner = sql`coalesce(${tools.partnerAccountId}, ${opportunities.partnerAccountId}, ${events.partnerAccountId})`;

/**
 * What joins a saved row to its item (one of the three kinds) and the item's partner: a removed item joins no row
 * of its table, so no partner, and an item of a blacklisted partner joins no account, so the row drops out.
 */
const savedJoins = {
  tool: and(eq(tools.id, savedListings.toolId), isNull(tools.removedAt)),
  opportunity: and(eq(opportunities.id, savedListings.opportunityId), isNull(opportunities.removedAt)),
  event: and(eq(events.id, savedListings.eventId), isNull(events.removedAt)),
  partner: and(eq(accounts.id, savedPartner), publisherIsPublic),
};

/**
 * One page of what the account saved that is still public, newest first, each row with its item and partner (and,
 * for a training, whether the account registered), and how many there are counted up to the cap: one statement
 * reading a page of the account's saved index and each row's item and partner by key.
 */
export async function savedPage(
  db: Database,
  accountId: string,
  query: { kind?: SavedKind | undefined; page: number; limit: number },
) {
  const newest = newestFirst(savedListings.createdAt, savedListings.id);
  const where = and(
    eq(savedListings.accountId, accountId),
    query.kind ? isNotNull(SAVED_COLUMN[query.kind]) : undefined,
  );
  // Counted in no order: the account's own index bounds what is read (a member's saved rows), and an order made
  // PostgreSQL sort all of them first when it knew them few (the national data set's saver: 50 rows).
  const counted = sql`select 1 from ${savedListings}
    left join ${tools} on ${savedJoins.tool}
    left join ${opportunities} on ${savedJoins.opportunity}
    left join ${events} on ${savedJoins.event}
    join ${accounts} on ${savedJoins.partner}
    where ${where}`;
  const rows = await db
    .select({
      savedAt: savedListings.createdAt,
      tool: shownColumns(tools),
      opportunity: shownColumns(opportunities),
      event: shownColumns(events),
      ...authorColumns,
      registered: sql<boolean>`exists (select 1 from ${eventRegistrations} r
        where r.event_id = ${events.id} and r.account_id = ${accountId})`,
      // Counted once for the statement (an uncorrelated subquery over the same joins).
      total: sql<number>`${countUpToSql(counted, countCap(query))}`,
    })
    .from(savedListings)
    .leftJoin(tools, savedJoins.tool)
    .leftJoin(opportunities, savedJoins.opportunity)
    .leftJoin(events, savedJoins.event)
    .innerJoin(accounts, savedJoins.partner)
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, accounts.id))
    .where(where)
    .orderBy(...newest)
    .limit(query.limit)
    .offset(pageOffset(query));
  const offset = pageOffset(query);
  const total =
    rows.length > 0
      ? cappedCount(Number(rows[0]?.total ?? 0), countCap(query))
      : offset === 0
        ? { total: 0, capped: false }
        : await countUpTo(db, counted, offset);
  return { rows, total };
}

// ------------------------------------------------------------------------------------------------------ trainings

/** Which of these trainings the account registered for. */
export async function registeredAmong(db: Database, accountId: string, ids: readonly string[]) {
  const rows = await db
    .select({ id: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.accountId, accountId), inArray(eventRegistrations.eventId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Whether the account registered for the training of `eventId` (a column of the outer statement): one probe of the key. */
export const registeredByColumn = (eventId: PgColumn, accountId: string) =>
  sql<boolean>`exists (select 1 from ${eventRegistrations}
    where ${eventRegistrations.eventId} = ${eventId} and ${eventRegistrations.accountId} = ${accountId})`;

/**
 * Adds or cancels the account's place and keeps the training's count with it (call inside a transaction).
 * Answers whether a place was added and the count after.
 */
export async function setRegistration(tx: Database, eventId: string, accountId: string, wanted: boolean) {
  const changed = wanted
    ? await tx
        .insert(eventRegistrations)
        .values({ eventId, accountId })
        .onConflictDoNothing()
        .returning({ id: eventRegistrations.eventId })
    : await tx
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.accountId, accountId)))
        .returning({ id: eventRegistrations.eventId });
  const delta = wanted ? changed.length : -changed.length;
  const [updated] = await tx
    .update(events)
    .set({ attendeeCount: sql`${events.attendeeCount} + ${delta}`, updatedAt: sql`${events.updatedAt}` })
    .where(eq(events.id, eventId))
    .returning({ attendees: events.attendeeCount });
  return { added: delta > 0, attendees: updated?.attendees ?? 0 };
}

export async function accountName(db: Database, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name;
}

/** Who registered for a training, first come first. */
export function attendeeRows(db: Database, eventId: string) {
  return db
    .select({
      id: accounts.id,
      name: accounts.displayName,
      email: accounts.email,
      role: accounts.role,
      at: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(accounts, eq(accounts.id, eventRegistrations.accountId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(accounts.id));
}

/**
 * Registered attendees (not blacklisted) of public trainings that start between `now` and `until`, who have
 * not had this training's reminder yet; at most `limit`.
 */
export function dueReminders(db: Database, now: Date, until: Date, limit: number) {
  return db
    .select({
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      accountId: eventRegistrations.accountId,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(accounts, eq(accounts.id, eventRegistrations.accountId))
    .where(
      and(
        gt(events.startsAt, now),
        lte(events.startsAt, until),
        isNull(events.removedAt),
        eq(accounts.isBlacklisted, false),
        sql`not exists (select 1 from ${notifications} n where n.account_id = ${eventRegistrations.accountId}
              and n.dedupe_key = 'training_reminder:' || ${events.id}::text)`,
      ),
    )
    .limit(limit);
}
