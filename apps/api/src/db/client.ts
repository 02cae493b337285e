import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

/** The Drizzle database, the same type whether it runs on PostgreSQL or embedded PGlite. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * What background work uses (mail, notices, reminders): on PostgreSQL a small pool of its own, so a full
   * request load that takes every connection of `db` does not stop mail; on PGlite the same database.
   */
  background: Database;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw clients, for the migrator. */
  raw: { pool: pg.Pool } | { pglite: PGlite };
}

export interface DatabaseOptions {
  /** postgres://… ; when absent an embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data folder; 'memory://' for a throwaway database. */
  pgliteDir: string;
  /**
   * PostgreSQL settings the embedded database starts with (`-c name=value`), on top of PGlite's own. The tests give
   * theirs smaller shared buffers (test/helpers/database.ts).
   */
  pgliteSettings?: Record<string, string> | undefined;
  poolSize?: number;
  /** How long a query waits for a free PostgreSQL connection before failing (then answered 503). */
  acquireTimeoutMs?: number;
  /**
   * How long one statement of a request may run before PostgreSQL cancels it (then answered 503): a query slow
   * beyond that under load would hold a connection others wait for. Unset: no limit (command-line tools).
   */
  statementTimeoutMs?: number;
  /** Sees every statement the app sends, with its parameters (tests read the plans of what a call runs). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  return options.url
    ? openPostgres(options.url, {
        poolSize: options.poolSize ?? 10,
        acquireTimeoutMs: options.acquireTimeoutMs ?? 5000,
        statementTimeoutMs: options.statementTimeoutMs,
        logger,
      })
    : openPglite(options.pgliteDir, logger, options.pgliteSettings);
}

/** The background pool: two connections, waiting and running longer than requests may. */
const BACKGROUND = { size: 2, acquireTimeoutMs: 30_000, statementTimeoutMs: 120_000 };

type QueryLogger = { logQuery(sql: string, params: unknown[]): void } | undefined;

function newPool(url: string, max: number, acquireTimeoutMs: number, statementTimeoutMs: number | undefined) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: acquireTimeoutMs,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    // No JIT compiling: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost, and a search's
    // capped count is estimated over whole word indexes it stops reading early, so the admin search for 'limited'
    // spent about 100 ms compiling to run 3 ms of work at a million accounts (docs/performance.md).
    // No Memoize and no parallel workers (decision 0123): a page's joins are planned for every row of the table a
    // LIMIT stops early, so PostgreSQL put a Memoize sized for 200,000 rows on each join of a marketplace page (7.5 ms
    // of a backend's CPU for 9 rows, 1.6 without) and read a deep page with two workers besides its own backend.
    options: '-c jit=off -c enable_memoize=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

function openPostgres(
  url: string,
  options: { poolSize: number; acquireTimeoutMs: number; statementTimeoutMs: number | undefined; logger: QueryLogger },
): DatabaseHandle {
  const { logger } = options;
  const pool = newPool(url, options.poolSize, options.acquireTimeoutMs, options.statementTimeoutMs);
  // Opens its connections when background work first asks for one.
  const backgroundPool = newPool(url, BACKGROUND.size, BACKGROUND.acquireTimeoutMs, BACKGROUND.statementTimeoutMs);
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
  const background = drizzlePg(backgroundPool, { schema, logger }) as unknown as Database;
  let closing: Promise<void> | undefined;
  return {
    db,
    background,
    kind: 'postgres',
    raw: { pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closing ??= Promise.all([pool.end(), backgroundPool.end()]).then(() => {});
      return closing;
    },
  };
}

async function openPglite(
  dir: string,
  logger: QueryLogger,
  settings: Record<string, string> | undefined,
): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  // PGlite does not create its parent folder.
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const releaseLock = inMemory ? () => {} : takeProcessLock(`${path.resolve(dir)}.lock`);
  const pglite = await PGlite.create(inMemory ? undefined : dir, {
    extensions: { citext, pg_trgm },
    ...(settings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }
      : {}),
  }).catch((err: unknown) => {
    releaseLock();
    throw err;
  });
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Database;
  let closed = false;
  return {
    db,
    background: db,
    kind: 'pglite',
    raw: { pglite },
    ping: async () => {
      if (closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pglite.close();
      releaseLock();
    },
  };
}

/** Thrown when another live process holds the embedded database. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/**
 * PGlite allows one process at a time on a data folder; a second one would corrupt it.
 * A lock file holding the owner's pid makes a second process stop with a clear message instead.
 * A lock left by a process that died is taken over.
 */
function takeProcessLock(lockFile: string): () => void {
  try {
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DatabaseBusyError(
        `The embedded database is in use by process ${owner} (is the platform running?). It allows one process at a time.`,
      );
    }
  } catch (err) {
    if (err instanceof DatabaseBusyError) throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

/** Whether a process of this machine is running (the test helpers also use it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
