import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { SHOWCASE } from '../src/seed/directory';
import { seed } from '../src/seed/index';
import { createTestApp, type TestApp } from './helpers/app';

describe('npm run seed: directory and admin demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.database.handle.db, 'small');
  });
  afterAll(() => t.close());

  it('makes the README search demos work: chined → Chinedu Okafor, oluwasegun → Oluwaseun Adeyemi', async () => {
    const search = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/prop/public/directory?tab=creatives&q=${q}` })).json().data
        .creatives as { name: string }[];
    expect((await search('chined')).map((c) => c.name)).toContain('Chinedu Okafor');
    expect((await search('oluwasegun')).map((c) => c.name)).toContain('Oluwaseun Adeyemi');
    expect((await search('emeka%20nwachukwu')).map((c) => c.name)).not.toContain('Emeka Nwachukwu');
  });

  it('has a pending partner to approve, and an audit history that matches the data', async () => {
    const db = t.database.handle.db;
    const pending = SHOWCASE.find((s) => s.role === 'partner' && !s.approved);
    const [row] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.id, pending?.id ?? ''));
    expect(row?.approvedAt).toBeNull();
    const blacklisted = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isBlacklisted, true));
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'account.blacklisted'));
    expect(rows.map((r) => r.subjectAccountId).sort()).toEqual(blacklisted.map((b) => b.id).sort());
    // Running it again adds no audit rows.
    const before = (await db.select().from(auditLog)).length;
    await seed(db, 'small');
    expect((await db.select().from(auditLog)).length).toBe(before);
  });

  it('lets the named demo accounts sign in with the demo password', async () => {
    const chinedu = SHOWCASE.find((s) => s.displayName === 'Chinedu Okafor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prop/creative/login',
      payload: { email: chinedu?.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});
