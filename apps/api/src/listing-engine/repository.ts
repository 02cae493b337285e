import { LIST_COUNT_CAP, LIST_MAX_ROWS } from '@creative-ng/shared';
import { and, asc, eq, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { type CappedCount, cappedCount, countUpTo, countUpToSql, newestFirst } from '../db/lists';
import type { AuthContext } from '../http/auth-context';
import { countCap, pageOffset, tooDeep } from '../http/pagination';
import type { ListingKind, ListingTable, ListSection, PageQuery } from './kind';

/*
 * Every query of every listing kind: lists with their totals, one item, other items by the same owner, and
 * the owner's writes. What differs by kind (joins, filters, order) comes from the kind's descriptor.
 */

// biome-ignore lint/suspicious/noExplicitAny: a repository call takes a kind with any item, query and input types
type Kind<T extends ListingTable, Row> = ListingKind<T, Row, any, any, any, any>;

/** Everyone sees public items; the owner also its own (removed ones too); admins everything. */
export const visibleTo = (viewer: AuthContext | null, isPublic: SQL, owner: PgColumn): SQL | undefined =>
  viewer?.role === 'admin' ? undefined : or(isPublic, viewer ? eq(owner, viewer.accountId) : undefined);

/** The columns of the viewer's own state of each row (saved, registered) the kind selects with its rows, if any. */
export const viewerColumns = <T extends ListingTable, Row>(
  kind: Kind<T, Row>,
  viewer: AuthContext | null,
): Record<string, SQL> => (viewer && kind.viewerColumns ? kind.viewerColumns(viewer.accountId) : {});

/**
 * One page of what `where` matches, its sections one after the other, and how many it matches counted up to the
 * cap (decision 0059): each section is read from its index in order, a later one only when the page reaches it.
 * Past the cap, the page itself says whether more follow (it reads one row more), so nothing else is counted.
 * A page that starts LIST_MAX_ROWS rows deep or deeper reads no row (decision 0085): an offset that deep walks
 * every row before it; it says how many there are, counted no further than LIST_MAX_ROWS.
 */
export async function listPage<T extends ListingTable, Row>(
  db: Database,
  kind: Kind<T, Row>,
  where: SQL | undefined,
  sections: ListSection[],
  query: PageQuery,
  columns: Record<string, SQL> = {},
): Promise<{ rows: Row[]; total: CappedCount }> {
  // What the sections cover together (a filter may leave some out: 'open only').
  const covered = sections.some((section) => !section.where) ? undefined : or(...sections.map((s) => s.where));
  // Counted in the order of an index, so the count reads a page of it like the list does.
  const counting = (cap: number) =>
    countUpTo(
      db,
      kind
        .matching(db)
        .where(and(where, covered))
        .orderBy(...(sections[0]?.order ?? [])),
      cap,
    );
  const offset = pageOffset(query);
  if (tooDeep(query)) return { rows: [], total: await counting(LIST_MAX_ROWS) };
  const cap = countCap(query);
  if (cap > offset + query.limit) {
    // The count rides on the page's first statement (a subquery run once for it, decision 0084): one round trip.
    const matching = kind
      .matching(db)
      .where(and(where, covered))
      .orderBy(...(sections[0]?.order ?? []));
    const { rows, counted } = await sectionsPage(db, kind, where, sections, offset, query.limit, columns, {
      counted: sql<number>`${countUpToSql(matching, cap)}`,
    });
    // Nothing read by the first statement (no row there): counted on its own.
    return { rows, total: counted === undefined ? await counting(cap) : cappedCount(counted, cap) };
  }
  const { rows: found } = await sectionsPage(db, kind, where, sections, offset, query.limit + 1, columns);
  const rows = found.slice(0, query.limit);
  if (found.length > query.limit) return { rows, total: { total: offset + query.limit, capped: true } };
  if (found.length > 0) return { rows, total: { total: offset + found.length, capped: false } };
  // A page past the end: how many there are, up to where it would have started.
  return { rows, total: await counting(offset) };
}

/**
 * `limit` rows from `offset` on of the sections read in turn, each with `columns` (the viewer's own state of each
 * row). With `extra`, the first section's statement also selects that column (a count): `counted` is its value,
 * when that statement found a row to carry it.
 */
async function sectionsPage<T extends ListingTable, Row>(
  db: Database,
  kind: Kind<T, Row>,
  where: SQL | undefined,
  sections: ListSection[],
  offset: number,
  limit: number,
  columns: Record<string, SQL>,
  extra?: { counted: SQL<number> },
): Promise<{ rows: Row[]; counted?: number }> {
  const rows: Row[] = [];
  let counted: number | undefined;
  let skip = offset;
  for (const [i, section] of sections.entries()) {
    const inSection = and(where, section.where);
    const wanted = limit - rows.length;
    // A page that skips more rows than a count's cap finds its ids first, through only the joins its conditions
    // need (`matching`), and reads its rows with their author for those ids alone (decision 0128): an offset walks
    // every row it skips, and each would otherwise be joined to its author's account and profiles only to be
    // dropped. A shallower page reads its rows at once: joining a few skipped rows costs less than the second plan.
    const found = await kind
      .select(db, i === 0 && extra ? { ...columns, ...extra } : columns)
      .where(
        skip > LIST_COUNT_CAP
          ? inArray(
              kind.table.id,
              kind
                .matching(db)
                .where(inSection)
                .orderBy(...section.order)
                .limit(wanted)
                .offset(skip),
            )
          : inSection,
      )
      .orderBy(...section.order)
      .limit(wanted)
      .offset(skip > LIST_COUNT_CAP ? 0 : skip);
    if (i === 0 && extra && found.length > 0) counted = Number((found[0] as { counted?: unknown }).counted);
    rows.push(...found);
    if (rows.length >= limit || i === sections.length - 1) break;
    // The next section starts where this one ends: rows skipped here are skipped no more.
    if (found.length > 0) skip = 0;
    else if (skip > 0) {
      const { total } = await countUpTo(db, kind.matching(db).where(inSection), skip);
      skip -= total;
    }
  }
  return { rows, counted };
}

/** The item if this viewer may see it. */
export async function visibleRow<T extends ListingTable, Row>(
  db: Database,
  kind: Kind<T, Row>,
  id: string,
  viewer: AuthContext | null,
) {
  const where = and(eq(kind.table.id, id), visibleTo(viewer, kind.isPublic, kind.owner));
  const [row] = await kind.select(db, viewerColumns(kind, viewer)).where(where).limit(1);
  return row;
}

/** The owner's newest public items that others are picked from, so picking reads a page of an index. */
const OTHERS_POOL = 20;

/** Up to `limit` other public items by the same owner, picked at random among their newest. */
export async function othersBy<T extends ListingTable, Row>(
  db: Database,
  kind: Kind<T, Row>,
  ownerId: string,
  besidesId: string,
  limit: number,
  viewer: AuthContext | null = null,
) {
  const pool = await kind
    .select(db, viewerColumns(kind, viewer))
    .where(and(eq(kind.owner, ownerId), ne(kind.table.id, besidesId), kind.isPublic))
    .orderBy(...newestFirst(kind.table.createdAt, kind.table.id))
    .limit(OTHERS_POOL);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as Row, pool[i] as Row];
  }
  return pool.slice(0, limit);
}

/**
 * For the sitemap, by keyset on the primary key: the ids of public items after `after` and up to `upTo` (either
 * open), at most `limit`, in id order.
 */
export async function publicIdsBetween<T extends ListingTable, Row>(
  db: Database,
  kind: Kind<T, Row>,
  range: { after: string | null; upTo: string | null },
  limit: number,
): Promise<string[]> {
  const rows = await kind
    .matching(db)
    .where(
      and(
        kind.isPublic,
        range.after ? gt(kind.table.id, range.after) : undefined,
        range.upTo ? lte(kind.table.id, range.upTo) : undefined,
      ),
    )
    .orderBy(asc(kind.table.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The id `step` items after `after` in id order, public or not (the end of a sitemap's range); undefined past the last. */
export async function idAfter<T extends ListingTable>(
  db: Database,
  kind: Kind<T, unknown>,
  after: string | null,
  step: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: kind.table.id })
    .from(kind.table as ListingTable)
    .where(after ? gt(kind.table.id, after) : undefined)
    .orderBy(asc(kind.table.id))
    .offset(step - 1)
    .limit(1);
  return row?.id as string | undefined;
}

/** The stored row and its owner, for the owner's writes. */
export async function storedRow<T extends ListingTable>(db: Database, kind: Kind<T, unknown>, id: string) {
  const [row] = await db
    .select({ row: kind.table as ListingTable, owner: kind.owner })
    .from(kind.table as ListingTable)
    .where(eq(kind.table.id, id));
  return row as { row: T['$inferSelect']; owner: string } | undefined;
}

/** Inserts a new item for its owner (with the kind's preparation in the same transaction); its id. */
export async function insertItem<T extends ListingTable>(
  db: Database,
  kind: Kind<T, unknown>,
  writer: AuthContext,
  values: Partial<T['$inferInsert']>,
) {
  const row = { ...values, ...kind.ownedBy(writer.accountId) };
  const inserted = await db.transaction(async (tx) => {
    await kind.beforeCreate?.(tx, writer);
    return tx
      .insert(kind.table as ListingTable)
      .values(row as never)
      .returning({ id: kind.table.id });
  });
  const id = inserted[0]?.id;
  if (typeof id !== 'string') throw new Error('listing not inserted');
  return id;
}

export async function updateItem<T extends ListingTable>(
  db: Database,
  kind: Kind<T, unknown>,
  id: string,
  values: Partial<T['$inferInsert']>,
) {
  await db
    .update(kind.table as ListingTable)
    .set(values as never)
    .where(eq(kind.table.id, id));
}

export async function deleteItem<T extends ListingTable>(db: Database, kind: Kind<T, unknown>, id: string) {
  await db.delete(kind.table as ListingTable).where(eq(kind.table.id, id));
}
