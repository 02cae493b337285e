import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isAlive, openDatabase } from '../../src/db/client';
import { migrationsFolder, runMigrations } from '../../src/db/migrate';

/*
 * The migrated database every test file starts from (decision 0066), made once per test run by the global
 * setup (test/global-setup.ts) and copied per file by createTestDatabase:
 *
 * - PostgreSQL: a database named after a hash of the migration files, migrated once and then closed to
 *   connections, which each file copies with `CREATE DATABASE t_… TEMPLATE cng_tpl_…` in a few tens of ms.
 *   Several runs on one server (engineers, CI) share it: it is made under an advisory lock, and a template of
 *   other migrations is dropped only when no run holds it.
 * - PGlite: a data folder migrated once, which each file copies and opens (a plain copy of the folder's files, not
 *   a dump PGlite unpacks); the folder is kept for the next run while the migrations stay the same.
 */

/** How the workers find the template; handed over with vitest's provide/inject. */
export type TestTemplate =
  | {
      kind: 'postgres';
      name: string;
      /** A tag of this run in its files' database names (`t_<run>_…`): the run's end drops any of them left. */
      run: string;
    }
  | { kind: 'pglite'; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestTemplate: TestTemplate;
  }
}

export const TEMPLATE_PREFIX = 'cng_tpl_';
/** Advisory lock ids of ours (runMigrations uses 727_001): making or dropping templates; a run using one. */
const BUILD_LOCK_ID = 727_002;
const IN_USE_LOCK_CLASS = 727_003;

/** A hash of every file of the migrations folder (SQL and journal): a new or changed migration makes a new template. */
export function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hash
          .update(`${path.relative(folder, full)}\0`)
          .update(fs.readFileSync(full))
          .update('\0');
    }
  };
  walk(folder);
  return hash.digest('hex').slice(0, 16);
}

/** The second key of the advisory lock a run holds (shared) on a template while it uses it. */
function inUseKey(templateName: string): number {
  return Number.parseInt(templateName.slice(TEMPLATE_PREFIX.length, TEMPLATE_PREFIX.length + 7), 16) || 0;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes (or finds) the migrated template on the server of `adminUrl` and marks it in use until `release()`.
 * Runs under an advisory lock on the admin database, so concurrent runs never build or drop one at once.
 */
export async function preparePostgresTemplate(adminUrl: string): Promise<{ name: string; release(): Promise<void> }> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [BUILD_LOCK_ID]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await buildPostgresTemplate(admin, adminUrl, name);
      // Held until the run ends (or its process dies): no other run drops this template meanwhile.
      await admin.query('select pg_advisory_lock_shared($1, $2)', [IN_USE_LOCK_CLASS, inUseKey(name)]);
      await dropUnusedTemplates(admin, name);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [BUILD_LOCK_ID]);
    }
  } catch (err) {
    await admin.end().catch(() => {});
    throw err;
  }
  return { name, release: () => admin.end().catch(() => {}) };
}

async function buildPostgresTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  // Built under another name and renamed when complete: a run that died half-way leaves no half-made template.
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, building), pgliteDir: 'unused', poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  // The migrator's connections may take a moment to leave after the pool closes.
  await whenNotBusy(() => admin.query(`alter database ${building} rename to ${name}`));
  // Nobody connects to the template, so copying it never fails with "source database is being accessed".
  await admin.query(`alter database ${name} allow_connections false`);
}

/** Drops templates of other migrations that no run holds (older branches, earlier commits). Best effort. */
async function dropUnusedTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1) and datname <> $2 and datname not like '%\\_building'`,
    [TEMPLATE_PREFIX, keep],
  );
  for (const { datname } of rows) {
    const key = inUseKey(datname);
    const free = await admin.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      IN_USE_LOCK_CLASS,
      key,
    ]);
    if (!free.rows[0]?.ok) continue;
    try {
      await admin.query(`drop database if exists ${datname}`);
    } catch {
      // Left for a later run.
    } finally {
      await admin.query('select pg_advisory_unlock($1, $2)', [IN_USE_LOCK_CLASS, key]);
    }
  }
}

/** `CREATE DATABASE name TEMPLATE template`, retried briefly should the template be busy. */
export async function copyPostgresTemplate(adminUrl: string, template: string, name: string): Promise<void> {
  await withClient(adminUrl, (client) =>
    whenNotBusy(() => client.query(`create database ${name} template ${template}`)),
  );
}

/** The name of a new test database: of this run when it has a tag (`t_<run>_…`, see dropRunDatabases). */
export function testDatabaseName(run?: string): string {
  return `t_${run ? `${run}_` : ''}${randomBytes(6).toString('hex')}`;
}

/**
 * Drops the databases the run's files left. A file does not wait for its own database to go (createTestDatabase):
 * on PostgreSQL 15 each DROP DATABASE forces a checkpoint, 0.3-3 s of waiting on the disk, which the next file
 * need not sit through. A worker that ends its last file may leave a drop unfinished; this, at the run's end, makes
 * sure none stays (a drop still under way is waited for, then found gone).
 */
export async function dropRunDatabases(adminUrl: string, run: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`t_${run}_`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
  });
}

/** Retries `work` for a few seconds while PostgreSQL answers "database is being accessed by other users" (55006). */
async function whenNotBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
}

/**
 * The migrated PGlite data folder each test file copies (test/helpers/database.ts). Kept between runs in
 * apps/api/node_modules/.cache (named after the migrations and the PGlite version, so a new migration or PGlite
 * makes a new one and the old ones are removed): a run of one test file does not migrate at all (decision 0067).
 */
export async function preparePgliteTemplate(): Promise<{ dataDir: string; release(): Promise<void> }> {
  const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/api-test-templates/', import.meta.url));
  const dataDir = path.join(cacheDir, `pgdata-${pgliteVersion()}-${migrationsHash()}`);
  const release = async () => {};
  removeAbandonedCopies();
  if (fs.existsSync(dataDir)) return { dataDir, release };
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const old of fs.readdirSync(cacheDir)) {
    // pglite-…: the dumped data folders of earlier runs.
    if (/^(pgdata|pglite)-/.test(old)) fs.rmSync(path.join(cacheDir, old), { recursive: true, force: true });
  }
  // Migrated under another name, closed (a clean shut-down), then renamed: a run beside this one never copies half a
  // folder. Should that run have made it first, its folder is kept and this one dropped.
  const partial = `${dataDir}.${randomBytes(4).toString('hex')}.partial`;
  const handle = await openDatabase({ pgliteDir: partial });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  try {
    fs.renameSync(partial, dataDir);
  } catch (err) {
    if (!fs.existsSync(dataDir)) throw err;
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return { dataDir, release };
}

/** Where each test file's copy goes: a memory-backed file system when the machine has one (the database's pages). */
const copiesRoot = () => (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());
const COPY_PREFIX = 'cng-api-test-db-';

/** A copy of the migrated data folder for one test database, in a folder of its own named after this process. */
export function copyPgliteTemplate(dataDir: string): { folder: string; pgdata: string } {
  const folder = fs.mkdtempSync(path.join(copiesRoot(), `${COPY_PREFIX}${process.pid}-`));
  const pgdata = path.join(folder, 'pgdata');
  fs.cpSync(dataDir, pgdata, { recursive: true });
  return { folder, pgdata };
}

/**
 * Copies left by test processes that were killed before their files' drop() (about 41 MB each, in memory on
 * /dev/shm); those of processes still running are theirs.
 */
function removeAbandonedCopies(): void {
  const root = copiesRoot();
  for (const name of fs.readdirSync(root)) {
    const pid = name.startsWith(COPY_PREFIX) ? Number(name.slice(COPY_PREFIX.length).split('-')[0]) : 0;
    if (pid && !isAlive(pid)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
