import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import type { MediaService } from '../modules/media/service';
import { accountsSeeder, DEMO_ADMIN } from './accounts';
import { directorySeeder } from './directory';
import { feedSeeder } from './feed';
import { demoImages } from './images';
import { listingsSeeder } from './listings';
import { marketplaceSeeder } from './marketplace';
import { messagingSeeder } from './messaging';
import { moderationSeeder } from './moderation';
import type { Seeder, SeedScale } from './types';

/** Every feature's seeder, in dependency order. A new feature adds its seeder here. */
export const SEEDERS: readonly Seeder[] = [
  accountsSeeder,
  directorySeeder,
  feedSeeder,
  listingsSeeder,
  marketplaceSeeder,
  moderationSeeder,
  messagingSeeder,
];

/**
 * Runs every seeder. With `media` (the command line passes the configured store), demo accounts and content
 * get pictures made through the real image pipeline; without it they have none.
 */
export async function seed(
  db: Database,
  scale: SeedScale,
  log: (line: string) => void = () => {},
  media?: MediaService,
): Promise<void> {
  const images = demoImages(db, media, async () => {
    const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ADMIN.email));
    if (!admin) throw new Error('the accounts seeder creates the demo admin before any picture');
    return admin.id;
  });
  for (const seeder of SEEDERS) {
    const started = Date.now();
    await seeder.run(db, scale, (line) => log(`  ${seeder.name}: ${line}`), { images });
    log(`${seeder.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
