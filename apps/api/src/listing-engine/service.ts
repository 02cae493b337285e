import { OTHER_ITEMS_BY_SAME_AUTHOR, type PageInfo } from '@creative-ng/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { AuthContext } from '../http/auth-context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { pageInfo } from '../http/pagination';
import type { ListingImages, ListingKind, ListingTable, ListScope, PageQuery } from './kind';
import {
  deleteItem,
  idAfter,
  insertItem,
  listPage,
  othersBy,
  publicIdsBetween,
  storedRow,
  updateItem,
  viewerColumns,
  visibleRow,
} from './repository';

export interface ListingDeps {
  db: Database;
  images: ListingImages;
}

export interface ListPage<Item> {
  items: Item[];
  pagination: PageInfo;
}

export type ListingService<Item, Query, Input, Row = unknown, Stored = unknown> = {
  publicList(query: Query, viewer: AuthContext | null): Promise<ListPage<Item>>;
  ownList(viewer: AuthContext, query: Query): Promise<ListPage<Item>>;
  /** One item, if the viewer may see it (404 with the kind's words otherwise). */
  get(id: string, viewer: AuthContext | null): Promise<Item>;
  /** One item and up to two other public items by the same owner. */
  detail(id: string, viewer: AuthContext | null): Promise<{ item: Item; others: Item[] }>;
  create(auth: AuthContext | null, input: Input): Promise<Item>;
  update(auth: AuthContext | null, id: string, input: Input): Promise<Item>;
  remove(auth: AuthContext | null, id: string): Promise<void>;
  /** The owner changes some stored values of an item (e.g. marks it out of stock); the item after. */
  change(auth: AuthContext | null, id: string, values: Partial<Stored>): Promise<Item>;
  /** Rows the caller selected (with the kind's select), as the viewer reads them. */
  present(rows: Row[], viewer: AuthContext | null): Promise<Item[]>;
  /** The same, with the kind's lookups already known (the caller read them with the rows): no lookup is sent. */
  presentFound(rows: Row[], viewer: AuthContext | null, found: unknown): Promise<Item[]>;
  /** The sitemap's reads, by keyset on the id: public ids in a range, and where a range of `step` items ends. */
  sitemap: {
    publicIds(range: { after: string | null; upTo: string | null }, limit: number): Promise<string[]>;
    idAfter(after: string | null, step: number): Promise<string | undefined>;
  };
  /** The stored item, if the viewer owns it (or, where allowed, is an admin); 404 or 403 otherwise. */
  owned(id: string, viewer: AuthContext, allowAdmin?: boolean): Promise<Stored>;
};

/** Lists, one item and the owner's create / edit / delete, the same way for every kind. */
export function listingService<
  T extends ListingTable,
  Row,
  Item extends { author: { id: string } },
  Query extends PageQuery,
  Input extends { images: string[] },
  Lookups,
>(
  kind: ListingKind<T, Row, Item, Query, Input, Lookups>,
  deps: ListingDeps,
): ListingService<Item, Query, Input, Row, T['$inferSelect']> {
  const reads = listingReads(kind, deps);
  return { ...reads, ...listingWrites(kind, deps, reads.get) };
}

/** What anyone may read: lists, one item (with others by its owner), rows read elsewhere presented. */
function listingReads<
  T extends ListingTable,
  Row,
  Item extends { author: { id: string } },
  Query extends PageQuery,
  Lookups,
>(kind: ListingKind<T, Row, Item, Query, unknown, Lookups>, { db, images }: ListingDeps) {
  async function present(rows: Row[], viewer: AuthContext | null, known?: Lookups): Promise<Item[]> {
    if (rows.length === 0) return [];
    const items = rows.map((row) => kind.itemOf(row));
    const [image, found] = await Promise.all([
      images.shown(items.flatMap((item) => item.images)),
      known ??
        kind.lookup(
          db,
          items.map((item) => item.id),
          viewer,
        ),
    ]);
    const now = Date.now();
    return rows.map((row) => kind.present(row, { viewer, image, now, found }));
  }

  /**
   * What the viewer's columns (`viewerColumns`, selected with the rows, decision 0099) say, as the kind's lookups;
   * undefined when they were not selected (then `lookup` is sent).
   */
  const foundIn = (rows: Row[], viewer: AuthContext | null): Lookups | undefined =>
    viewer && kind.viewerColumns && kind.foundIn ? kind.foundIn(rows) : undefined;

  async function list(
    scope: ListScope,
    where: SQL | undefined,
    query: Query,
    viewer: AuthContext | null,
  ): Promise<ListPage<Item>> {
    const { rows, total } = await listPage(
      db,
      kind,
      where,
      kind.sections(query, scope),
      query,
      viewerColumns(kind, viewer),
    );
    return {
      items: await present(rows, viewer, foundIn(rows, viewer)),
      pagination: pageInfo(query.page, query.limit, total.total, total.capped),
    };
  }

  async function get(id: string, viewer: AuthContext | null): Promise<Item> {
    const row = await visibleRow(db, kind, id, viewer);
    const [item] = await present(row ? [row] : [], viewer, row ? foundIn([row], viewer) : undefined);
    if (!item) throw notFound(kind.messages.notFound);
    return item;
  }

  return {
    publicList: (query: Query, viewer: AuthContext | null) =>
      list('public', and(kind.isPublic, kind.filters(query, 'public')), query, viewer),
    ownList: (viewer: AuthContext, query: Query) =>
      list('own', and(eq(kind.owner, viewer.accountId), kind.filters(query, 'own')), query, viewer),
    get,
    async detail(id: string, viewer: AuthContext | null) {
      const item = await get(id, viewer);
      const others = await othersBy(db, kind, item.author.id, id, OTHER_ITEMS_BY_SAME_AUTHOR, viewer);
      return { item, others: await present(others, viewer, foundIn(others, viewer)) };
    },
    present: (rows: Row[], viewer: AuthContext | null) => present(rows, viewer),
    presentFound: (rows: Row[], viewer: AuthContext | null, found: unknown) => present(rows, viewer, found as Lookups),
    sitemap: {
      publicIds: (range: { after: string | null; upTo: string | null }, limit: number) =>
        publicIdsBetween(db, kind, range, limit),
      idAfter: (after: string | null, step: number) => idAfter(db, kind, after, step),
    },
  };
}

/** What only the owner does: create, edit, change and delete; `get` reads the item back as the owner sees it. */
function listingWrites<T extends ListingTable, Item, Input extends { images: string[] }>(
  // biome-ignore lint/suspicious/noExplicitAny: writing does not look at rows, queries or lookups
  kind: ListingKind<T, any, Item, any, Input, any>,
  { db, images }: ListingDeps,
  get: (id: string, viewer: AuthContext) => Promise<Item>,
) {
  async function owned(id: string, viewer: AuthContext, allowAdmin = false) {
    const stored = await storedRow(db, kind, id);
    if (!stored) throw notFound(kind.messages.notFound);
    if (stored.owner !== viewer.accountId && !(allowAdmin && viewer.role === 'admin')) {
      throw forbidden(kind.messages.notYours);
    }
    return stored.row;
  }

  async function checkImages(writer: AuthContext, urls: readonly string[]) {
    if (!(await images.ownImages(urls, writer.accountId))) {
      throw badRequest(kind.messages.foreignImage, { images: kind.messages.foreignImage });
    }
  }

  return {
    owned,
    async create(auth: AuthContext | null, input: Input) {
      const writer = await kind.writer(db, auth);
      await checkImages(writer, input.images);
      const id = await insertItem(db, kind, writer, kind.values(input));
      return get(id, writer);
    },
    async update(auth: AuthContext | null, id: string, input: Input) {
      const writer = await kind.writer(db, auth);
      const stored = await owned(id, writer);
      const values = kind.values(input);
      kind.checkEdit?.(stored, values);
      await checkImages(writer, input.images);
      await updateItem(db, kind, id, values);
      return get(id, writer);
    },
    async change(auth: AuthContext | null, id: string, values: Partial<T['$inferSelect']>) {
      const writer = await kind.writer(db, auth);
      await owned(id, writer);
      await updateItem(db, kind, id, values as Partial<T['$inferInsert']>);
      return get(id, writer);
    },
    async remove(auth: AuthContext | null, id: string) {
      const writer = await kind.writer(db, auth);
      await owned(id, writer);
      await deleteItem(db, kind, id);
    },
  };
}
