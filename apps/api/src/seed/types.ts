import type { Database } from '../db/client';

export type SeedScale = 'small' | 'large';

/** One feature's demo data. Seeders run in the order of SEEDERS and must be safe to run twice. */
export interface Seeder {
  name: string;
  run(db: Database, scale: SeedScale, log: (line: string) => void): Promise<void>;
}
