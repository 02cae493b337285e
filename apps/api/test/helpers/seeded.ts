import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { seed } from '../../src/seed/index';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * One database for the whole test file, filled by the small seed (`npm run seed`) before the first test and
 * dropped after the last. `const database = useSeededDatabase();` then `database()` in the tests.
 */
export function useSeededDatabase(): () => Database {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
    await seed(current.handle.db, 'small');
  });
  afterAll(() => current?.drop());
  return () => {
    if (!current) throw new Error('useSeededDatabase: the database is created in beforeAll');
    return current.handle.db;
  };
}

/** How many rows each table holds, under the names given: `rowCounts(db, { products, orders: orderRequests })`. */
export async function rowCounts<Name extends string>(
  db: Database,
  tables: Record<Name, PgTable>,
): Promise<Record<Name, number>> {
  const counted = await Promise.all(
    Object.entries<PgTable>(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counted) as Record<Name, number>;
}
