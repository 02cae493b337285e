import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';

/*
 * What several seeders share: writing rows in batches, and finding the demo accounts they add rows for.
 */

/** Rows go in this many at a time: few round trips, and well under PostgreSQL's limit of bound parameters. */
export const BATCH = 1000;

/** Inserts rows in batches of BATCH, one after another. */
export async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** The first `limit` partners an admin approved and did not blacklist, oldest first. */
export function approvedPartners(db: Database, limit: number) {
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'partner'), isNotNull(accounts.approvedAt), eq(accounts.isBlacklisted, false)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(limit);
}
