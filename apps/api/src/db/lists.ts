import { getTableColumns, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Newest first, spelled as the indexes are (`desc nulls last`): PostgreSQL's plain `desc` means `nulls first`,
 * which an index built `desc nulls last` cannot give, so a list would sort its whole table instead of reading a
 * page of index entries. The id breaks ties, in the same direction.
 */
export const newestFirst = (createdAt: PgColumn | SQL, id: PgColumn | SQL): [SQL, SQL] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/** A count that stopped at a cap: `capped` when there are more than `total` (decision 0026). */
export interface CappedCount {
  total: number;
  capped: boolean;
}

/**
 * The SQL counting the rows of `rows` (any select), reading at most `cap` + 1 of them: the cost of a page of
 * index entries, whatever the size of the table.
 */
export const countUpToSql = (rows: SQLWrapper, cap: number): SQL<number> =>
  sql<number>`(select count(*)::int from (${rows} limit ${cap + 1}) as counted)`;

export const cappedCount = (n: number, cap: number): CappedCount => ({ total: Math.min(n, cap), capped: n > cap });

/** How many rows `rows` has, counting no further than `cap`. */
export async function countUpTo(db: Database, rows: SQLWrapper, cap: number): Promise<CappedCount> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${countUpToSql(rows, cap)} as n`));
  return cappedCount(Number(row?.n ?? 0), cap);
}

/** The rows of a `db.execute` answer, whether the driver is node-postgres (`.rows`) or PGlite. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A table's columns without its search vector: what a list or an item shows. The generated tsvector is only
 * searched in SQL; selecting it sent every row's vector (longer than the row's text) to be parsed and dropped.
 */
export function shownColumns<T extends Table>(table: T): Omit<T['_']['columns'], 'searchVector'> {
  const { searchVector: _searchVector, ...columns } = getTableColumns(table) as T['_']['columns'] & {
    searchVector?: unknown;
  };
  return columns;
}
