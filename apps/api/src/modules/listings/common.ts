import {
  LISTING_MESSAGES,
  type ListingImage,
  type PageInfo,
  type PublisherState,
  totalPages,
} from '@creative-ng/shared';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, partnerProfiles, savedListings } from '../../db/schema/index';
import { AppError, badRequest, forbidden, unauthenticated } from '../../http/errors';
import { shownImage, type UploadedImage } from '../media/service';
import type { AuthContext } from '../sessions/repository';

/** What listings need from the media module: whose uploads these are, and their resized copies. */
export interface ListingMedia {
  ownImages(urls: readonly string[], ownerId: string): Promise<boolean>;
  describe(urls: readonly string[]): Promise<Map<string, UploadedImage>>;
}

export interface ListingDeps {
  db: Database;
  media: ListingMedia;
}

export function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

/** Whether an account may publish now: a partner an admin approved, not blacklisted. */
export async function publisherState(db: Database, auth: AuthContext): Promise<PublisherState> {
  if (auth.role !== 'partner') return { can_publish: false, reason: 'not_partner' };
  const [row] = await db
    .select({ approvedAt: accounts.approvedAt, isBlacklisted: accounts.isBlacklisted })
    .from(accounts)
    .where(eq(accounts.id, auth.accountId));
  if (!row || row.isBlacklisted) return { can_publish: false, reason: 'blocked' };
  if (!row.approvedAt) return { can_publish: false, reason: 'pending' };
  return { can_publish: true, reason: null };
}

/** Refuses (403, with the reason) anyone who may not publish. */
export async function mustPublish(db: Database, auth: AuthContext | null): Promise<AuthContext> {
  const viewer = signedIn(auth);
  const state = await publisherState(db, viewer);
  if (state.reason === 'pending') throw new AppError('FORBIDDEN', LISTING_MESSAGES.notApproved);
  if (state.reason === 'blocked') throw new AppError('ACCOUNT_BLOCKED', LISTING_MESSAGES.blocked);
  if (!state.can_publish) throw forbidden();
  return viewer;
}

export async function checkImages(media: ListingMedia, accountId: string, images: readonly string[]) {
  if (!(await media.ownImages(images, accountId))) {
    throw badRequest(LISTING_MESSAGES.foreignImage, { images: LISTING_MESSAGES.foreignImage });
  }
}

/** Published items are shown when their partner is not blacklisted. */
export const publisherIsPublic: SQL = sql`${accounts.isBlacklisted} = false`;

/** Everyone sees public items; the partner also its own (removed ones too); admins everything. */
export const visibleTo = (
  viewer: AuthContext | null,
  publicItem: SQL | undefined,
  partner: PgColumn,
): SQL | undefined =>
  viewer?.role === 'admin' ? undefined : or(publicItem, viewer ? eq(partner, viewer.accountId) : undefined);

/**
 * A list's answer: the page's rows (already filtered, ordered and paged by the kind) as the kind presents them,
 * and the count of every item `where` matches, with the partner joined as the rows have it.
 */
export async function listPage<Row, Item>(
  db: Database,
  kind: { table: PgTable; partner: PgColumn },
  where: SQL | undefined,
  query: { page: number; limit: number },
  rows: PromiseLike<Row[]>,
  present: (rows: Row[]) => Promise<Item[]>,
): Promise<{ items: Item[]; pagination: PageInfo }> {
  const [found, [total]] = await Promise.all([
    rows,
    db.select({ n: count() }).from(kind.table).innerJoin(accounts, eq(accounts.id, kind.partner)).where(where),
  ]);
  return { items: await present(found), pagination: pageInfo(query.page, query.limit, total?.n ?? 0) };
}

/** The partner as a card shows it. */
export const authorColumns = {
  authorName: sql<string>`coalesce(${partnerProfiles.name}, ${accounts.displayName})`,
  authorLogo: partnerProfiles.logo,
};

/**
 * A prefix full-text query from what someone typed ('photo lag' finds 'Photography in Lagos'),
 * or null when nothing searchable is left. Only letters and digits reach to_tsquery.
 */
export function searchQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export function matches(vector: SQL | unknown, text: string | undefined): SQL | undefined {
  const query = searchQuery(text);
  return query ? sql`${vector} @@ to_tsquery('simple', ${query})` : undefined;
}

export function pageInfo(page: number, limit: number, total: number): PageInfo {
  return { page, limit, total, total_pages: totalPages(total, limit) };
}

/** Images with their resized copies, in order; addresses the platform does not know are shown as they are. */
export async function describeAll(media: ListingMedia, urls: readonly string[]) {
  const described = await media.describe(urls);
  return (url: string): ListingImage => shownImage(described, url);
}

/** A UTC ISO timestamp with microseconds, as the spec's clients send it (…T14:00:00.000000Z). */
export function isoMicro(at: Date): string {
  return at.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** Which of these items the viewer saved (none for visitors). */
export async function savedAmong(
  db: Database,
  viewer: AuthContext | null,
  kind: 'tool' | 'opportunity' | 'event',
  ids: readonly string[],
): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const column = { tool: savedListings.toolId, opportunity: savedListings.opportunityId, event: savedListings.eventId }[
    kind
  ];
  const rows = await db
    .select({ id: column })
    .from(savedListings)
    .where(and(eq(savedListings.accountId, viewer.accountId), inArray(column, [...ids])));
  return new Set(rows.map((row) => row.id).filter((id): id is string => id !== null));
}
