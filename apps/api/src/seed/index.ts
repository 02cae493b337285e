import type { Database } from '../db/client';
import { accountsSeeder } from './accounts';
import type { Seeder, SeedScale } from './types';

/** Every feature's seeder, in dependency order. A new feature adds its seeder here. */
export const SEEDERS: readonly Seeder[] = [accountsSeeder];

export async function seed(db: Database, scale: SeedScale, log: (line: string) => void = () => {}): Promise<void> {
  for (const seeder of SEEDERS) {
    const started = Date.now();
    await seeder.run(db, scale, (line) => log(`  ${seeder.name}: ${line}`));
    log(`${seeder.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
