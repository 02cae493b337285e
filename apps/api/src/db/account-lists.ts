import {
  DIRECTORY_LISTS,
  type DirectoryCounts,
  type DirectoryCountsCapped,
  type DirectoryList,
} from '@creative-ng/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { type AccountSearch, searchedUpToSql } from './account-search';
import type { Database } from './client';
import { type CappedCount, cappedCount, rowsOf } from './lists';
import { accountCounts } from './schema/index';

// The three account lists (creatives, businesses, partners) as the public directory and the admin directory both
// count them: each list is one role's accounts.

export const ROLE_OF_LIST = { creatives: 'user', business: 'business', partners: 'partner' } as const;

/** The kept counts of accounts (account_counts) one list's total sums, given its filters. */
export type KeptCountFilter = (list: DirectoryList) => SQL | undefined;

/**
 * Each list's total without a search: the sum of the kept counts its filters select, for the three lists in one
 * statement. No account is counted here (decision 0026).
 */
export async function keptListCounts(db: Database, filter: KeptCountFilter): Promise<DirectoryCounts> {
  const rows = await db
    .select({ role: accountCounts.role, n: sql<number>`sum(${accountCounts.n})::int` })
    .from(accountCounts)
    .where(or(...DIRECTORY_LISTS.map((list) => and(eq(accountCounts.role, ROLE_OF_LIST[list]), filter(list)))))
    .groupBy(accountCounts.role);
  const of = (list: DirectoryList) => Number(rows.find((row) => row.role === ROLE_OF_LIST[list])?.n ?? 0);
  return { creatives: of('creatives'), business: of('business'), partners: of('partners') };
}

/**
 * Each list's total for a search, each counted up to `cap` (see countCap), in one statement. `narrowed`: filters (a
 * state, a sector) narrow the lists, so their word statistics say nothing of them and each is counted from its
 * word index (decision 0127).
 */
export async function searchListCounts(
  db: Database,
  where: (list: DirectoryList) => SQL | undefined,
  search: AccountSearch,
  cap: number,
  narrowed: boolean,
): Promise<{ counts: DirectoryCounts; capped: DirectoryCountsCapped }> {
  const upTo = (list: DirectoryList) => searchedUpToSql(where(list), search, cap, narrowed ? undefined : list);
  const [row] = rowsOf<Record<DirectoryList, number>>(
    await db.execute(
      sql`select ${upTo('creatives')} as creatives, ${upTo('business')} as business, ${upTo('partners')} as partners`,
    ),
  );
  const counted = DIRECTORY_LISTS.map((list) => cappedCount(Number(row?.[list] ?? 0), cap));
  const pick = <K extends 'total' | 'capped'>(key: K) =>
    Object.fromEntries(DIRECTORY_LISTS.map((list, i) => [list, counted[i]?.[key]])) as Record<
      DirectoryList,
      CappedCount[K]
    >;
  return { counts: pick('total'), capped: pick('capped') };
}

export const NOT_CAPPED: DirectoryCountsCapped = { creatives: false, business: false, partners: false };
