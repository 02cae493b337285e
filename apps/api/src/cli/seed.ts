import { parseArgs } from 'node:util';
import { storageFromConfig } from '../adapters/storage/index';
import { mediaService } from '../modules/media/service';
import { seed } from '../seed/index';
import type { SeedScale } from '../seed/types';
import { fail, openConfiguredDatabase } from './open-database';

/**
 * `npm run seed -- --scale small|large`: fills the configured database with deterministic Nigerian demo data.
 * small is for a demo; large (hundreds of thousands of rows) is for benchmarks.
 */
const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' } } });
if (values.scale !== 'small' && values.scale !== 'large') fail('--scale must be small or large');
const scale = values.scale as SeedScale;

const { config, database } = await openConfiguredDatabase();
const media = mediaService({
  db: database.db,
  storage: storageFromConfig(config),
  limits: { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS },
});
process.stdout.write(`Seeding ${scale} demo data into ${database.kind}...\n`);
await seed(database.db, scale, (line) => process.stdout.write(`${line}\n`), media);
await database.close();
process.stdout.write('Seed complete.\n');
