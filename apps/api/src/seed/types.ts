import type { Database } from '../db/client';
import type { DemoImages } from './images';

export type SeedScale = 'small' | 'large';

/** What every seeder may use besides the database. */
export interface SeedContext {
  /** Pools of demo pictures uploaded through the real pipeline (empty when the seed runs without storage). */
  images: DemoImages;
}

/** One feature's demo data. Seeders run in the order of SEEDERS and must be safe to run twice. */
export interface Seeder {
  name: string;
  run(db: Database, scale: SeedScale, log: (line: string) => void, context: SeedContext): Promise<void>;
}
