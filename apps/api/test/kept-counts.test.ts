import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountCounts,
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
  skills,
  tallies,
} from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';

/*
 * The kept counts (decision 0026) are always the number of rows they stand for: after every kind of change the
 * triggers see (sign-up, profile, skills, identity, approval, blacklisting, visibility, deletion, bulk statements),
 * they equal what recount() rebuilds from the rows themselves.
 */
const app = useTestApp();
const db = () => app().database.handle.db;

async function kept() {
  const cube = await db()
    .select()
    .from(accountCounts)
    .where(sql`${accountCounts.n} <> 0`)
    .orderBy(
      accountCounts.role,
      accountCounts.state,
      accountCounts.sector,
      accountCounts.status,
      accountCounts.listed,
      accountCounts.identityVerified,
    );
  const named = await db().select().from(tallies).where(sql`${tallies.n} <> 0`).orderBy(tallies.name, tallies.key);
  return { cube, named };
}

async function expectKeptEqualsRecount() {
  const before = await kept();
  await db().execute(sql`select recount()`);
  expect(before).toEqual(await kept());
}

describe('kept counts', () => {
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    const chinedu = await directoryCreative(db(), {
      first: 'Chinedu',
      last: 'Okafor',
      state: 'Enugu',
      sector: 'Film & TV',
      skills: ['Drone filming'],
      identity: true,
    });
    const seun = await directoryCreative(db(), { first: 'Oluwaseun', last: 'Adeyemi', state: 'Lagos' });
    const shop = await directoryBusiness(db(), { name: 'Ankara House', state: 'Kano' });
    const trust = await directoryPartner(db(), { name: 'Naija Arts Trust' });
    ids = { chinedu: chinedu.account.id, seun: seun.account.id, shop: shop.account.id, trust: trust.account.id };
  });

  it('match the rows after sign-ups with profiles, skills and identities', async () => {
    const stats = await kept();
    expect(stats.cube.length).toBeGreaterThan(0);
    await expectKeptEqualsRecount();
  });

  it('follow profile, identity, approval, blacklisting and visibility changes', async () => {
    await db()
      .update(creativeProfiles)
      .set({ residenceState: 'Oyo', sector: 'Music', needFunding: true, originState: 'Ogun' })
      .where(eq(creativeProfiles.accountId, ids.seun ?? ''));
    await db()
      .update(businessProfiles)
      .set({ needTools: true, sector: 'Crafts' })
      .where(eq(businessProfiles.accountId, ids.shop ?? ''));
    await db()
      .delete(identityVerifications)
      .where(eq(identityVerifications.accountId, ids.chinedu ?? ''));
    await db()
      .update(accounts)
      .set({ approvedAt: new Date() })
      .where(eq(accounts.id, ids.trust ?? ''));
    await db()
      .update(partnerProfiles)
      .set({ partnerType: 'donate' })
      .where(eq(partnerProfiles.accountId, ids.trust ?? ''));
    await db()
      .update(accounts)
      .set({ isBlacklisted: true })
      .where(eq(accounts.id, ids.shop ?? ''));
    await db()
      .update(accounts)
      .set({ visibility: 'private' })
      .where(eq(accounts.id, ids.chinedu ?? ''));
    await db()
      .insert(skills)
      .values({ accountId: ids.seun ?? '', name: 'Talking drum' });
    await expectKeptEqualsRecount();
  });

  it('follow deletions, cascading to profiles and identities, and many rows changed by one statement', async () => {
    await db()
      .delete(accounts)
      .where(eq(accounts.id, ids.chinedu ?? ''));
    await db()
      .delete(creativeProfiles)
      .where(eq(creativeProfiles.accountId, ids.seun ?? ''));
    for (let i = 0; i < 3; i += 1) await signedInAccount(db(), 'user', { emailVerifiedAt: null });
    await db().update(accounts).set({ emailVerifiedAt: new Date() }).where(sql`${accounts.emailVerifiedAt} is null`);
    await expectKeptEqualsRecount();
  });

  it('through the API: an admin blacklists and deletes, a person deletes their own account', async () => {
    const { token: admin } = await signedInAccount(db(), 'admin');
    const someone = await directoryCreative(db(), { first: 'Amaka', last: 'Obi', identity: true });
    const blacklist = await app().app.inject({
      method: 'PATCH',
      url: `/api/prop/admin-creative/${someone.account.id}/blacklist`,
      headers: { authorization: admin },
      payload: { blacklisted: true, reason: 'Spam' },
    });
    expect(blacklist.statusCode).toBe(200);
    await expectKeptEqualsRecount();
    const removed = await app().app.inject({
      method: 'DELETE',
      url: `/api/prop/admin-creative/${someone.account.id}`,
      headers: { authorization: admin },
    });
    expect(removed.statusCode).toBe(200);
    await expectKeptEqualsRecount();
  });
});
