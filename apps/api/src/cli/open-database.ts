import { type Config, ConfigError, loadConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { pgliteDir } from '../db/location';
import { runMigrations } from '../db/migrate';

/** Opens and migrates the database the platform is configured with, for command-line tools. */
export async function openConfiguredDatabase(): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: pgliteDir(config.dataDir),
    poolSize: 4,
  }).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
  await runMigrations(database);
  return { config, database };
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
