import type { ShownImage } from '@creative-ng/shared';
import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { AuthContext } from '../http/auth-context';

/*
 * One kind of listing (a partner's tool, opportunity or training, a seller's product) as the engine sees it:
 * its table, how its rows are selected with their author, how a list filters and orders them, who may write
 * them, how a request becomes a row and a row becomes what clients read. The engine (repository, service,
 * routes) does the rest the same way for every kind.
 */

/** A select of a kind's rows that the engine finishes with a condition, an order and a page. */
export interface RowQuery<Row> extends PromiseLike<Row[]>, SQLWrapper {
  where(where: SQL | undefined): RowQuery<Row>;
  orderBy(...order: (PgColumn | SQL)[]): RowQuery<Row>;
  limit(limit: number): RowQuery<Row>;
  offset(offset: number): RowQuery<Row>;
}

/** The columns every listing table has. */
export type ListingTable = PgTable & { id: PgColumn; createdAt: PgColumn; removedAt: PgColumn };

/** What every list query has: search words and the page. */
export interface PageQuery {
  q?: string | undefined;
  page: number;
  limit: number;
}

/** What the engine needs from the media module: whose uploads these are, and how pages show an image. */
export interface ListingImages {
  ownImages(urls: readonly string[], ownerId: string): Promise<boolean>;
  /** Describes the images once; the answer shows each (an address the platform does not know, as it is). */
  shown(urls: readonly string[]): Promise<(url: string) => ShownImage>;
}

/** What a presenter gets beside the row: who is looking, the images, the time, and the kind's own lookups. */
export interface Presenting<Lookups> {
  viewer: AuthContext | null;
  image: (url: string) => ShownImage;
  now: number;
  found: Lookups;
}

/** Whether a list is the public one or the owner's own (filters may differ). */
export type ListScope = 'public' | 'own';

/**
 * A run of a list: the rows `where` picks, in `order`. A list is its sections one after the other (open
 * opportunities, then closed ones), each read from an index in its own order, so no list sorts its rows.
 */
export interface ListSection {
  where?: SQL | undefined;
  order: SQL[];
}

export interface ListingKind<T extends ListingTable, Row, Item, Query extends PageQuery, Input, Lookups = undefined> {
  table: T;
  /** The column holding the owner's account. */
  owner: PgColumn;
  /** The row values that make the account the owner of a new item. */
  ownedBy(accountId: string): Partial<T['$inferInsert']>;
  /** The rows as presented: the item with its author; with `extra`, those columns beside (a list's count). */
  select(db: Database, extra?: Record<string, SQL>): RowQuery<Row>;
  /**
   * What `select` would find, its id only and only the joins the filters need: counted up to a cap, and listed by
   * the sitemap.
   */
  matching(db: Database): RowQuery<{ id: string }>;
  /** Shown to everyone: not removed, its owner not blacklisted. */
  isPublic: SQL;
  filters(query: Query, scope: ListScope): SQL | undefined;
  /**
   * The runs a list is made of, in the order shown, each in the order of an index (spelled as the index is,
   * `nulls last` included); a run the query's filters leave empty is left out, so it is never searched.
   */
  sections(query: Query, scope: ListScope): ListSection[];
  /** Id and image addresses of a row. */
  itemOf(row: Row): { id: string; images: string[] };
  /** What the presenter needs about several rows at once (e.g. which the viewer saved). */
  lookup(db: Database, ids: string[], viewer: AuthContext | null): Promise<Lookups>;
  /**
   * The same lookups as columns of the rows' own statement (each an index probe per row, decision 0099): selected
   * with `select` for a signed-in viewer, they are read back by `foundIn`, and `lookup` is not sent.
   */
  viewerColumns?(viewerId: string): Record<string, SQL>;
  /** The lookups of rows selected with `viewerColumns`. */
  foundIn?(rows: Row[]): Lookups;
  present(row: Row, context: Presenting<Lookups>): Item;
  /** Refuses (401/403) anyone who may not create, edit or delete; else the account that writes. */
  writer(db: Database, auth: AuthContext | null): Promise<AuthContext>;
  /** The stored values of a request (the schema has checked it). */
  values(input: Input): Partial<T['$inferInsert']>;
  /** Refuses an edit the stored item does not allow (e.g. moving a date into the past). */
  checkEdit?(stored: T['$inferSelect'], values: Partial<T['$inferInsert']>): void;
  /** Done in the transaction that inserts a new item, before it. */
  beforeCreate?(tx: Database, writer: AuthContext): Promise<void>;
  messages: { notFound: MessageCode; notYours: MessageCode; foreignImage: MessageCode };
}
