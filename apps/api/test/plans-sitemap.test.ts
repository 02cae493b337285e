import { beforeAll, describe, expect, it } from 'vitest';
import { events, opportunities, posts, products, sellerUsernames, tools } from '../src/db/schema/index';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryPartner } from './helpers/directory';
import { DAY } from './helpers/listings';
import { expectIndexedCall } from './helpers/plans';

/*
 * robots.txt, the sitemap index and each kind's sitemaps (decision 0062), checked for the plans their statements
 * would get on a national-size database (helpers/plans.ts): a range's end is found by walking the primary key
 * from where the range starts (bounded by its size, never a count), and its public pages are read by keyset on the
 * primary key with each row's owner by key: no table read whole, no sort.
 */
const app = useTestApp();
const db = () => app().database.handle.db;
const KINDS = ['posts', 'profiles', 'sellers', 'products', 'tools', 'opportunities', 'trainings'] as const;
/** A uuid before every id: a range that starts after it reads by keyset from there. */
const FROM = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  // A row in every table the sitemap reads: an empty table is planned as empty, whatever its size is set to.
  const partner = await directoryPartner(db(), { name: 'Naija Arts Trust', approved: true });
  const seller = await directoryBusiness(db(), { name: 'Ankara House' });
  const by = { partnerAccountId: partner.account.id, description: 'For Nigerian creatives', images: [] };
  const soon = new Date(Date.now() + 10 * DAY);
  await db()
    .insert(tools)
    .values({ ...by, name: 'Canva Pro', link: 'https://canva.com', sector: 'Film & TV', offer: '50% off' });
  await db()
    .insert(opportunities)
    .values({
      ...by,
      title: 'Film fellowship',
      link: 'https://example.ng',
      startsAt: soon,
      deadline: soon,
      timing: 'remote',
    });
  await db()
    .insert(events)
    .values({
      ...by,
      title: 'Music workshop',
      link: 'https://example.ng',
      location: 'Online',
      startsAt: soon,
      address: 'Lagos',
    });
  await db().insert(products).values({
    sellerAccountId: seller.account.id,
    title: 'Adire wrap',
    category: 'product',
    priceKobo: 2_500_000,
    link: 'https://example.ng',
    images: [],
    quantity: 4,
    description: 'Hand-dyed in Abeokuta',
  });
  await db().insert(sellerUsernames).values({ accountId: seller.account.id, username: 'ankara-house' });
  await db().insert(posts).values({
    authorAccountId: seller.account.id,
    title: 'New wraps',
    description: 'In stock',
    link: 'https://example.ng',
    images: [],
  });
});

describe('robots.txt and sitemap query plans', () => {
  it('robots.txt reads nothing', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
  });

  it('the sitemap index: each kind walked by its primary key, a step at a time', async () => {
    const statements = await expectIndexedCall(app(), { method: 'GET', url: '/sitemap.xml' }, { maxStatements: 7 });
    for (const statement of statements) expect(statement.text).toMatch(/Index (Only )?Scan using \w+_pkey/);
  });

  it("each kind's first sitemap and one that starts after an id: keyset on the primary key", async () => {
    for (const kind of KINDS) {
      for (const file of ['start', FROM]) {
        const url = `/sitemaps/${kind}/${file}.xml`;
        // The range's end, then one batch of public pages (the range holds fewer than a batch).
        const statements = await expectIndexedCall(app(), { method: 'GET', url }, { maxStatements: 2 });
        expect(statements.length, url).toBe(2);
        for (const statement of statements) expect(statement.text, url).not.toMatch(/Sort/);
      }
    }
  });
});
