import { eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { createOrResetAdmin } from '../../modules/accounts/service';
import type { MediaService } from '../../modules/media/service';
import { hashPassword } from '../../security/passwords';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../accounts';
import { directorySeeder, recordAuditHistory } from '../directory';
import { demoImages } from '../images';
import { nationalAccountsSeeder } from './accounts';
import { assertTriggersReproduced, prepareBulkTransaction, queryRows, rowCount } from './bulk';
import { nationalFeedSeeder } from './feed';
import { nationalListingsSeeder } from './listings';
import { nationalMarketplaceSeeder } from './marketplace';
import { nationalMessagingSeeder } from './messaging';
import { nationalModerationSeeder } from './moderation';
import { nationalNotificationsSeeder } from './notifications';
import { nationalSizes } from './sizes';
import type { NationalContext, NationalSeeder } from './types';

/** Every part of the national data set, in the order of what each needs. A new part adds its seeder here. */
export const NATIONAL_SEEDERS: readonly NationalSeeder[] = [
  nationalAccountsSeeder,
  nationalFeedSeeder,
  nationalListingsSeeder,
  nationalMarketplaceSeeder,
  nationalModerationSeeder,
  nationalNotificationsSeeder,
  nationalMessagingSeeder,
];

export interface NationalSeedOptions {
  /** A PostgreSQL database (postgres://…), reached as a superuser: the load turns triggers off. */
  url: string;
  /** 1 for the national size; a small fraction (e.g. 0.001) for a quick test. */
  factor?: number;
  /** The configured media store, for the demo pictures; without it profiles and content have none. */
  media?: MediaService;
  log?: (line: string) => void;
}

/**
 * `npm run seed -- --scale national`: about a million accounts and what they did, written by set-based SQL, one
 * transaction per seeder. A seeder whose rows are already there is skipped, so a second run changes nothing and
 * takes seconds. Also adds the demo admin, the named demo accounts and the audit history of the demo seed.
 */
export async function seedNational(options: NationalSeedOptions): Promise<{ seeded: string[] }> {
  const log = options.log ?? (() => {});
  const sizes = nationalSizes(options.factor ?? 1);
  // One connection: the load's temporary tables and settings live in its session.
  const database = await openDatabase({ url: options.url, pgliteDir: 'unused', poolSize: 1 });
  const { db } = database;
  try {
    await assertSuperuser(db);
    const adminId = await ensureAdmin(db);
    const images = demoImages(db, options.media, async () => adminId);
    const base: Omit<NationalContext, 'db'> = {
      sizes,
      adminId,
      pictures: {
        portraits: await images.pool('portraits'),
        covers: await images.pool('covers'),
        works: await images.pool('works'),
      },
      // One hash for a million accounts: hashing each would take days.
      passwordHash: await hashPassword(DEMO_PASSWORD),
      log,
    };
    // The named accounts of the demo (Chinedu Okafor...) first, so the national data includes them too.
    await directorySeeder.run(db, 'small', (line) => log(`  named accounts: ${line}`), { images });
    const anchor = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const seeded: string[] = [];
    for (const seeder of NATIONAL_SEEDERS) {
      const started = Date.now();
      const ran = await db.transaction(async (tx) => {
        await prepareBulkTransaction(tx, anchor);
        if (await alreadySeeded(tx, seeder, sizes)) return false;
        await assertTriggersReproduced(tx, seeder.name, seeder.tables, seeder.reproducesTriggers ?? []);
        await seeder.run({ ...base, db: tx, log: (line) => log(`  ${seeder.name}: ${line}`) });
        return true;
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(ran ? `${seeder.name} done in ${seconds} s` : `${seeder.name}: already there, skipped`);
      if (ran) seeded.push(seeder.name);
    }
    const history = await recordAuditHistory(db);
    log(`audit history: ${history?.blacklistings ?? 0} blacklistings, ${history?.approvals ?? 0} partner approvals`);
    if (seeded.length > 0) {
      // The kept counts and the search vocabulary (migration 0014), which the load's triggers did not keep.
      await db.execute(sql`select recount()`);
      await vacuumAnalyze(db, log);
    }
    return { seeded };
  } finally {
    await database.close();
  }
}

async function assertSuperuser(db: Database): Promise<void> {
  const [row] = await queryRows<{ superuser: boolean }>(
    db,
    sql`select current_setting('is_superuser') = 'on' as superuser`,
  );
  if (!row?.superuser) {
    throw new Error('The national seed turns triggers off while it loads, which needs a PostgreSQL superuser.');
  }
}

/** The demo admin, created when missing (an existing one keeps its password and sessions). */
async function ensureAdmin(db: Database): Promise<string> {
  const find = () => db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ADMIN.email));
  if ((await find()).length === 0) await createOrResetAdmin(db, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const [admin] = await find();
  if (!admin) throw new Error('the demo admin could not be created');
  return admin.id;
}

/**
 * True when the seeder's rows are there at these sizes; an error when they are there at other sizes (a database
 * seeded with another --factor), since adding to it would mix two data sets.
 */
async function alreadySeeded(db: Database, seeder: NationalSeeder, sizes: NationalContext['sizes']) {
  const { table, kind, count } = seeder.marker(sizes);
  const has = (n: number) =>
    sql`exists (select 1 from ${sql.identifier(table)} where id = pg_temp.seed_id(${kind}, ${n}::bigint))`;
  const [row] = await queryRows<{ first: boolean; last: boolean; beyond: boolean }>(
    db,
    sql`select ${has(1)} as first, ${has(count)} as last, ${has(count + 1)} as beyond`,
  );
  if (!row?.first) return false;
  if (row.last && !row.beyond) return true;
  throw new Error(
    `This database already holds '${seeder.name}' at another size: seed the national data set into a fresh database.`,
  );
}

/**
 * Statistics for the planner and a visibility map for index-only scans on every loaded table: PostgreSQL's
 * autovacuum may be off, or slow to notice a million new rows.
 */
async function vacuumAnalyze(db: Database, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const tables = seededTables();
  await db.execute(
    sql`vacuum (analyze) ${sql.join(
      tables.map((t) => sql.identifier(t)),
      sql`, `,
    )}`,
  );
  log(`vacuum and analyze done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Exact row counts of every table the national seed fills, for its report. */
export async function nationalRowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of seededTables()) counts[table] = await rowCount(db, table);
  return counts;
}

/** The tables the national seed writes: every seeder's, and the audit log the named accounts' seeder adds to. */
function seededTables(): string[] {
  return [...new Set(NATIONAL_SEEDERS.flatMap((s) => s.tables)), 'audit_log'];
}
