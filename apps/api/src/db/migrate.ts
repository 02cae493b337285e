import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Any number taken by no other advisory lock of ours: serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_001;

/** The committed SQL migrations: apps/api/drizzle, found from this file whether run from src or from dist. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle', 'meta', '_journal.json');
    if (fs.existsSync(candidate)) return path.join(dir, 'drizzle');
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder');
}

/** Applies every migration not yet applied. Safe to run from several instances at once on PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if ('pglite' in handle.raw) {
    await migratePglite(drizzlePglite(handle.raw.pglite), { migrationsFolder: migrationsFolderPath });
    return;
  }
  const client = await handle.raw.pool.connect();
  try {
    // A request's statement timeout (decision 0060) is not a migration's: building an index over a million
    // accounts takes longer, and the server would not start. Set back before the connection serves requests.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolderPath });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
}
