import { parseArgs } from 'node:util';
import { storageFromConfig } from '../adapters/storage/index';
import { mediaService } from '../modules/media/service';
import { seed } from '../seed/index';
import { nationalRowCounts, seedNational } from '../seed/national/index';
import type { SeedScale } from '../seed/types';
import { fail, openConfiguredDatabase } from './open-database';

/**
 * `npm run seed -- --scale small|large|national`: fills the configured database with deterministic Nigerian demo
 * data. small is for a demo; large (hundreds of thousands of rows) and national (a million accounts, PostgreSQL
 * only) are for benchmarks. `--factor 0.01` seeds the national data set at a fraction of its size.
 */
const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'small' }, factor: { type: 'string' } },
});
const scale = values.scale ?? 'small';
if (scale !== 'small' && scale !== 'large' && scale !== 'national') fail('--scale must be small, large or national');
const factor = values.factor === undefined ? 1 : Number(values.factor);
if (values.factor !== undefined && (scale !== 'national' || !(factor > 0 && factor <= 1))) {
  fail('--factor goes with --scale national and is a number above 0 and at most 1');
}

const { config, database } = await openConfiguredDatabase();
const media = mediaService({
  db: database.db,
  storage: storageFromConfig(config),
  limits: { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const started = Date.now();
if (scale === 'national') {
  if (!config.DATABASE_URL) fail('--scale national needs PostgreSQL: set DATABASE_URL');
  log(`Seeding the national data set${factor === 1 ? '' : ` at ${factor} of its size`} into postgres...`);
  await seedNational({ url: config.DATABASE_URL, factor, media, log });
  for (const [table, rows] of Object.entries(await nationalRowCounts(database.db))) {
    log(`  ${table.padEnd(24)} ${rows.toLocaleString('en')}`);
  }
} else {
  log(`Seeding ${scale} demo data into ${database.kind}...`);
  await seed(database.db, scale as SeedScale, log, media);
}
await database.close();
log(`Seed complete in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
