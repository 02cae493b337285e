import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

/**
 * A clean, migrated database for one test file: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (CI sets it), otherwise an in-memory PGlite. `drop()` removes it.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The postgres:// URL of this database, when on PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(
  pool: { size: number; acquireTimeoutMs?: number } = { size: 4 },
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    url: url.toString(),
    pgliteDir: 'unused',
    poolSize: pool.size,
    acquireTimeoutMs: pool.acquireTimeoutMs,
  });
  await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close().catch(() => {});
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
