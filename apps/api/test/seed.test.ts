import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lgasOf } from '@creative-ng/shared';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../src/adapters/storage/index';
import {
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  mediaFiles,
  partnerProfiles,
  postLikes,
  posts,
} from '../src/db/schema/index';
import { mediaService } from '../src/modules/media/service';
import { DEMO_ADMIN, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../src/seed/accounts';
import { seed } from '../src/seed/index';
import { createTestApp, type TestApp } from './helpers/app';

/*
 * One database, seeded twice at the small size with a media store, as `npm run seed` does: every check reads the
 * result, and the second run shows the seed changes nothing when run again.
 */
describe('npm run seed (small, with a media store, run twice)', () => {
  let platform: TestApp;
  let dir: string;
  let firstRun: { id: string; email: string }[];
  let firstFiles: number;
  const accountsByEmail = () =>
    platform.database.handle.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .orderBy(asc(accounts.email));

  beforeAll(async () => {
    platform = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
    const db = platform.database.handle.db;
    const media = mediaService({
      db,
      storage: localStorage(dir, { publicBaseUrl: 'http://localhost:3000/media' }),
      limits: { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 },
    });
    await seed(db, 'small', () => {}, media);
    firstRun = await accountsByEmail();
    firstFiles = await db.$count(mediaFiles);
    await seed(db, 'small', () => {}, media);
  });
  afterAll(async () => {
    await platform.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates creatives, businesses and partners with Nigerian states, LGAs and sectors', async () => {
    const db = platform.database.handle.db;
    const byRole = await db.select({ role: accounts.role, n: count() }).from(accounts).groupBy(accounts.role);
    expect(Object.fromEntries(byRole.map((r) => [r.role, r.n]))).toEqual({
      // accounts seeder, plus the named accounts of the directory seeder (3 creatives, 1 business, 2 partners)
      user: 63,
      business: 21,
      partner: 12,
      admin: 1,
    });
    const creatives = await db.select().from(creativeProfiles);
    for (const c of creatives) {
      expect(lgasOf(c.originState ?? '')).toContain(c.lgaOrigin);
      expect(c.sector).toBeTruthy();
    }
    const partners = await db.select().from(partnerProfiles);
    expect(partners.every((p) => ['donate', 'sponsor', 'scholarship'].includes(p.partnerType))).toBe(true);
  });

  it('uses only a reserved email domain, so no demo mail can reach a real person', async () => {
    const rows = await platform.database.handle.db.select({ email: accounts.email }).from(accounts);
    expect(rows.every((r) => r.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
  });

  it('lets the demo accounts sign in with the documented passwords', async () => {
    const [creative] = await platform.database.handle.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.role, 'user'), eq(accounts.isBlacklisted, false), isNotNull(accounts.emailVerifiedAt)))
      .limit(1);
    const login = await platform.app.inject({
      method: 'POST',
      url: '/api/prop/creative/login',
      payload: { email: creative?.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const admin = await platform.app.inject({ method: 'POST', url: '/api/prop/admin-auth/login', payload: DEMO_ADMIN });
    expect(admin.statusCode).toBe(200);
  });

  it('is deterministic and safe to run twice: the second run keeps every account and id, and adds no picture', async () => {
    expect(firstRun.length).toBeGreaterThan(0);
    expect(await accountsByEmail()).toEqual(firstRun);
    expect(await platform.database.handle.db.$count(mediaFiles)).toBe(firstFiles);
  });

  it('gives most profiles real, decodable pictures from small shared pools, made once', async () => {
    const db = platform.database.handle.db;
    const files = await db.select().from(mediaFiles);
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(30); // pools, not one picture per account; a second run adds none
    const [file] = files;
    const stored = await readFile(path.join(dir, ...(file?.key ?? '').split('/')));
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const creatives = await db.select().from(creativeProfiles);
    const withPhoto = creatives.filter((c) => c.photo);
    expect(withPhoto.length).toBeGreaterThan(creatives.length / 2);
    const urls = new Set(files.map((f) => `http://localhost:3000/media/${f.key}`));
    expect(withPhoto.every((c) => urls.has(c.photo ?? ''))).toBe(true);
  });

  it('fills the feed with posts whose pictures are uploads and whose like counts match their likes', async () => {
    const db = platform.database.handle.db;
    const all = await db.select().from(posts);
    expect(all).toHaveLength(48); // two runs, one set of posts
    const urls = new Set((await db.select().from(mediaFiles)).map((f) => `http://localhost:3000/media/${f.key}`));
    expect(all.every((p) => p.images.every((url) => urls.has(url)))).toBe(true);
    expect(all.some((p) => p.images.length > 1)).toBe(true);
    const counted = await db.select({ postId: postLikes.postId, n: count() }).from(postLikes).groupBy(postLikes.postId);
    const likes = new Map(counted.map((row) => [row.postId, row.n]));
    expect(likes.size).toBeGreaterThan(10);
    for (const post of all) expect(post.likeCount).toBe(likes.get(post.id) ?? 0);
  });

  it('verifies most creatives without holding any identity number, and fills business details', async () => {
    const db = platform.database.handle.db;
    const verified = await db.select().from(identityVerifications);
    expect(verified.length).toBeGreaterThan(20);
    expect(verified.every((v) => !/\d{11}/.test(v.numberHmac) && /^\d{4}$/.test(v.lastFour))).toBe(true);
    const businesses = await db.select().from(businessProfiles);
    expect(businesses.every((b) => b.address && b.website?.startsWith('https://'))).toBe(true);
    expect(businesses.some((b) => b.needFunding && b.detailFunding)).toBe(true);
  });
});
