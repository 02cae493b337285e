import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, orderRequests, products, proposals, sellerUsernames } from '../src/db/schema/index';
import { seed } from '../src/seed/index';
import { rowCounts, useSeededDatabase } from './helpers/seeded';

describe('npm run seed (small): marketplace and proposals', () => {
  const database = useSeededDatabase();

  const totals = () =>
    rowCounts(database(), { products, orders: orderRequests, proposals, usernames: sellerUsernames });

  it('adds products by creatives and businesses with usernames, orders and proposals to approved partners', async () => {
    const db = database();
    const now = await totals();
    expect(now.products).toBe(60);
    expect(now.orders).toBeGreaterThan(0);
    expect(now.proposals).toBe(24);
    const sellers = await db
      .selectDistinct({ role: accounts.role, username: sellerUsernames.username })
      .from(products)
      .innerJoin(accounts, eq(accounts.id, products.sellerAccountId))
      .leftJoin(sellerUsernames, eq(sellerUsernames.accountId, accounts.id));
    expect(sellers.every((s) => (s.role === 'user' || s.role === 'business') && s.username)).toBe(true);
    const hosts = await db
      .selectDistinct({ role: accounts.role, approvedAt: accounts.approvedAt })
      .from(proposals)
      .innerJoin(accounts, eq(accounts.id, proposals.hostAccountId));
    expect(hosts.every((h) => h.role === 'partner' && h.approvedAt !== null)).toBe(true);
    const [negative] = await db.select({ n: count() }).from(products).where(sql`${products.quantity} < 0`);
    expect(negative?.n).toBe(0);
  });

  it('adds nothing when run again', async () => {
    const before = await totals();
    await seed(database(), 'small');
    expect(await totals()).toEqual(before);
  });
});
