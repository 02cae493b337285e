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
  /** Records the statements the app sends between `start()` and `stop()` (for the query plan tests). */
  recorder: StatementRecorder;
  drop(): Promise<void>;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

export class StatementRecorder {
  private recording: Statement[] | undefined;
  readonly onQuery = (sql: string, params: unknown[]) => {
    this.recording?.push({ sql, params });
  };
  start(): void {
    this.recording = [];
  }
  stop(): Statement[] {
    const recorded = this.recording ?? [];
    this.recording = undefined;
    return recorded;
  }
}

export async function createTestDatabase(
  pool: { size: number; acquireTimeoutMs?: number; statementTimeoutMs?: number } = { size: 4 },
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const recorder = new StatementRecorder();
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://', onQuery: recorder.onQuery });
    await runMigrations(handle);
    return { handle, recorder, drop: () => handle.close() };
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
    statementTimeoutMs: pool.statementTimeoutMs,
    onQuery: recorder.onQuery,
  });
  await runMigrations(handle);
  return {
    handle,
    recorder,
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
