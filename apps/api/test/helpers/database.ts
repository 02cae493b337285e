import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { copyPgliteTemplate, copyPostgresTemplate, type TestTemplate, testDatabaseName, withClient } from './template';

/**
 * A clean, migrated database for one test file: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (CI sets it), otherwise an in-memory PGlite. `drop()` removes it.
 * Both are copies of the template the global setup migrated once for the run (test/helpers/template.ts).
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
  const template = providedTemplate();
  if (!adminUrl) {
    const copy = template?.kind === 'pglite' ? copyPgliteTemplate(template.dataDir) : undefined;
    const handle = await openDatabase({
      pgliteDir: copy?.pgdata ?? 'memory://',
      pgliteSettings: PGLITE_TEST_SETTINGS,
      onQuery: recorder.onQuery,
    });
    if (!copy) await runMigrations(handle);
    const drop = async () => {
      await handle.close();
      if (copy) fs.rmSync(copy.folder, { recursive: true, force: true });
    };
    return { handle, recorder, drop };
  }
  const run = template?.kind === 'postgres' ? template.run : undefined;
  const name = testDatabaseName(run);
  if (template?.kind === 'postgres') await copyPostgresTemplate(adminUrl, template.name, name);
  else await withClient(adminUrl, (client) => client.query(`create database ${name}`));
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
  if (template?.kind !== 'postgres') await runMigrations(handle);
  return {
    handle,
    recorder,
    url: url.toString(),
    drop: async () => {
      await handle.close().catch(() => {});
      const dropped = withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      // In a run with a tag the file goes on at once and the run's end drops what is left (dropRunDatabases).
      if (run) dropped.catch(() => {});
      else await dropped;
    },
  };
}

/**
 * The template of this run, when the global setup made one (test/global-setup.ts); without it (a config that
 * leaves the global setup out) each database is migrated on its own, as slowly as before.
 */
export function providedTemplate(): TestTemplate | undefined {
  return inject('apiTestTemplate');
}

/**
 * PGlite's PostgreSQL zeroes its whole shared memory at start, byte by byte in WebAssembly: with the default 128 MB
 * of shared buffers that was half of each test database's opening. A test database holds a few megabytes.
 */
const PGLITE_TEST_SETTINGS = { shared_buffers: '16MB' };
