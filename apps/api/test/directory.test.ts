import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, skills } from '../src/db/schema/index';
import { DIRECTORY_TOPIC } from '../src/http/cache-topics';
import { expectRefusedField, useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';

interface Entry {
  id: string;
  name: string;
  type: string;
  skill: string[];
  sector: string | null;
}
interface Directory {
  creatives: Entry[];
  business: Entry[];
  partners: Entry[];
  counts: { creatives: number; business: number; partners: number };
  page: number;
  limit: number;
}

describe('GET /api/prop/public/directory', () => {
  const app = useTestApp();
  const ids: Record<string, string> = {};

  async function directory(query = '') {
    const res = await app().app.inject({ method: 'GET', url: `/api/prop/public/directory${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Directory;
  }

  beforeAll(async () => {
    const db = app().database.handle.db;
    ids.chinedu = (
      await directoryCreative(db, {
        first: 'Chinedu',
        last: 'Okafor',
        expertise: 'Cinematographer',
        sector: 'Film & TV',
        state: 'Enugu',
        skills: ['Drone filming', 'Colour grading'],
      })
    ).account.id;
    ids.oluwaseun = (
      await directoryCreative(db, {
        first: 'Oluwaseun',
        last: 'Adeyemi',
        expertise: 'Fashion Designer',
        sector: 'Fashion Design',
        state: 'Oyo',
      })
    ).account.id;
    // Eleven more public creatives in Lagos, so the list has two pages.
    for (let i = 0; i < 11; i += 1) {
      await directoryCreative(db, { first: `Ngozi${String.fromCharCode(97 + i)}`, last: 'Eze', state: 'Lagos' });
    }
    // Not listed: blacklisted, private, unverified.
    ids.blacklisted = (
      await directoryCreative(db, { first: 'Chinedum', last: 'Blocked', account: { isBlacklisted: true } })
    ).account.id;
    ids.private = (
      await directoryCreative(db, { first: 'Chinelo', last: 'Private', account: { visibility: 'private' } })
    ).account.id;
    ids.unverified = (
      await directoryCreative(db, { first: 'Chinenye', last: 'Unverified', account: { emailVerifiedAt: null } })
    ).account.id;
    ids.business = (
      await directoryBusiness(db, { name: 'Adire Threads', sector: 'Fashion Design', state: 'Ogun' })
    ).account.id;
    ids.approved = (await directoryPartner(db, { name: 'Lagos Arts Fund', approved: true })).account.id;
    ids.pending = (await directoryPartner(db, { name: 'Pending Trust', approved: false })).account.id;
  });

  it('answers creatives, business and partners with counts that equal the matching rows', async () => {
    const data = await directory();
    expect(data.counts).toEqual({ creatives: 13, business: 1, partners: 1 });
    expect(data.creatives).toHaveLength(10);
    expect(data.business.map((b) => b.id)).toEqual([ids.business]);
    expect(data.partners.map((p) => p.id)).toEqual([ids.approved]);
    const second = await directory('?page=2&tab=creatives');
    expect(second.creatives).toHaveLength(3);
    expect(second.business).toEqual([]);
    const all = [...data.creatives, ...second.creatives].map((c) => c.id);
    expect(new Set(all).size).toBe(13);
  });

  it('never lists blacklisted, private, unverified, deleted or unapproved partner accounts', async () => {
    const db = app().database.handle.db;
    const gone = await directoryCreative(db, { first: 'Chinedu', last: 'Deleted' });
    await db.delete(accounts).where(eq(accounts.id, gone.account.id));
    const data = await directory('?limit=100');
    const listed = [...data.creatives, ...data.business, ...data.partners].map((e) => e.id);
    for (const hidden of [ids.blacklisted, ids.private, ids.unverified, ids.pending, gone.account.id]) {
      expect(listed).not.toContain(hidden);
    }
  });

  it('finds people by name despite typos, and by skill, expertise and sector', async () => {
    expect((await directory('?q=chined')).creatives.map((c) => c.id)).toEqual([ids.chinedu]);
    expect((await directory('?q=oluwasegun')).creatives.map((c) => c.id)).toEqual([ids.oluwaseun]);
    expect((await directory('?q=CHINEDU%20okafor')).creatives[0]?.id).toBe(ids.chinedu);
    expect((await directory('?q=drone')).creatives.map((c) => c.id)).toEqual([ids.chinedu]);
    expect((await directory('?q=cinematographer')).creatives.map((c) => c.id)).toEqual([ids.chinedu]);
    const fashion = await directory('?q=fashion');
    expect(fashion.creatives.map((c) => c.id)).toEqual([ids.oluwaseun]);
    expect(fashion.business.map((b) => b.id)).toEqual([ids.business]);
    expect(fashion.counts).toEqual({ creatives: 1, business: 1, partners: 0 });
    expect((await directory('?q=zzzzqqq')).counts).toEqual({ creatives: 0, business: 0, partners: 0 });
  });

  it('keeps search current when skills change (the search text is kept by triggers)', async () => {
    const db = app().database.handle.db;
    await db.insert(skills).values({ accountId: ids.oluwaseun as string, name: 'Beadwork' });
    expect((await directory('?q=beadwork')).creatives.map((c) => c.id)).toEqual([ids.oluwaseun]);
    await db.delete(skills).where(eq(skills.name, 'Beadwork'));
    // Written here, not through a route: visitors' kept first pages are forgotten as the skill routes do (0126).
    await app().app.responseCache.invalidate(DIRECTORY_TOPIC);
    expect((await directory('?q=beadwork')).counts.creatives).toBe(0);
  });

  it('filters by state and sector', async () => {
    const enugu = await directory('?state=Enugu');
    expect(enugu.creatives.map((c) => c.id)).toEqual([ids.chinedu]);
    expect(enugu.counts.creatives).toBe(1);
    const film = await directory('?sector=Film%20%26%20TV');
    expect(film.creatives.map((c) => c.id)).toEqual([ids.chinedu]);
    expect((await directory('?state=Lagos')).counts.creatives).toBe(11);
    expect((await directory('?state=Ogun&sector=Fashion%20Design')).business.map((b) => b.id)).toEqual([ids.business]);
  });

  it('gives each entry the spec fields, with skills for creatives', async () => {
    const data = await directory('?q=chinedu');
    const entry = data.creatives[0];
    expect(entry).toMatchObject({
      id: ids.chinedu,
      type: 'creative',
      name: 'Chinedu Okafor',
      first_name: 'Chinedu',
      expertise: 'Cinematographer',
      sector: 'Film & TV',
      state: 'Enugu',
      is_blacklisted: false,
      status: 'public',
    });
    expect(entry?.skill).toEqual(['Colour grading', 'Drone filming']);
  });

  it('refuses bad input with 400 naming the field, never a 500', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?limit=1000', 'limit'],
      ['?limit=abc', 'limit'],
      ['?tab=admins', 'tab'],
      [`?q=${'a'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await app().app.inject({ method: 'GET', url: `/api/prop/public/directory${query}` });
      expectRefusedField(res, field, query);
    }
    const odd = await app().app.inject({ method: 'GET', url: '/api/prop/public/directory?q=%27%3A*%20%26%7C!()' });
    expect(odd.statusCode).toBe(200);
  });
});
