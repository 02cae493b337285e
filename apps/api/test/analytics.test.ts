import type { Role } from '@creative-ng/shared';
import { type AdminAnalytics, ANALYTICS_WEEKS } from '@creative-ng/shared/analytics/index';
import { NIGERIAN_STATES, SECTOR_GROUPS } from '@creative-ng/shared/reference/index';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
} from '../src/db/schema/index';
import { weekStart } from '../src/modules/analytics/repository';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const app = useTestApp();
const db = () => app().database.handle.db;
const DAY_MS = 24 * 60 * 60 * 1000;

async function analytics(token?: string) {
  return app().app.inject({
    method: 'GET',
    url: '/api/prop/admin-analytics',
    headers: token ? { authorization: token } : {},
  });
}

async function account(role: Role, createdAt: Date) {
  const [row] = await db()
    .insert(accounts)
    .values({ role, email: `${role}-${crypto.randomUUID()}@example.ng`, displayName: `A ${role}`, createdAt })
    .returning();
  if (!row) throw new Error('not inserted');
  return row.id;
}

async function creative(fields: Partial<typeof creativeProfiles.$inferInsert>, createdAt = new Date()) {
  const accountId = await account('user', createdAt);
  await db()
    .insert(creativeProfiles)
    .values({ accountId, firstName: 'Ngozi', lastName: 'Eze', ...fields });
  return accountId;
}

describe('GET /api/prop/admin-analytics', () => {
  it('counts sign-ups per week, creatives by state and sector, needs, partner types and verification', async () => {
    const now = new Date();
    const lastWeek = new Date(weekStart(now).getTime() - 3 * DAY_MS);
    const longAgo = new Date(now.getTime() - 200 * DAY_MS);

    const lagos1 = await creative({ originState: 'Lagos', sector: 'Film & TV', needFunding: true, needTraining: true });
    await creative({ originState: 'Lagos', sector: 'film-tv', needFunding: true }, lastWeek);
    await creative({ originState: 'Federal Capital Territory', sector: 'Something else', needTools: true }, longAgo);
    await creative({ originState: null, sector: null });
    await db()
      .insert(identityVerifications)
      .values({
        accountId: lagos1,
        type: 'NIN',
        numberHmac: `hmac-${crypto.randomUUID()}`,
        lastFour: '1111',
        provider: 'sandbox',
      });

    const business = await account('business', lastWeek);
    await db()
      .insert(businessProfiles)
      .values({ accountId: business, tradeName: 'Kano Crafts', needMarketAccess: true, needFunding: true });
    for (const partnerType of ['donate', 'sponsor', 'sponsor'] as const) {
      const partner = await account('partner', now);
      await db().insert(partnerProfiles).values({
        accountId: partner,
        name: 'Fund',
        industry: 'private',
        contactName: 'C',
        contactEmail: 'c@example.ng',
        contactPhone: '+2348000000000',
        partnerType,
        goals: 'g',
        outcome: 'o',
      });
    }
    const admin = await signedInAccount(db(), 'admin');

    const res = await analytics(admin.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as AdminAnalytics;

    expect(data.totals).toEqual({ creatives: 4, businesses: 1, partners: 3 });

    expect(data.signups_by_week).toHaveLength(ANALYTICS_WEEKS);
    const thisWeek = data.signups_by_week.at(-1);
    const previous = data.signups_by_week.at(-2);
    expect(thisWeek).toEqual({
      week_start: weekStart(now).toISOString().slice(0, 10),
      user: 2,
      business: 0,
      partner: 3,
    });
    expect(previous).toMatchObject({ user: 1, business: 1, partner: 0 });
    // The creative who joined 200 days ago is outside the window; the admin is never counted.
    const inWindow = data.signups_by_week.reduce((sum, w) => sum + w.user + w.business + w.partner, 0);
    expect(inWindow).toBe(7);

    expect(data.creatives_by_state.states.map((s) => s.state)).toEqual(NIGERIAN_STATES.map((s) => s.state));
    expect(data.creatives_by_state.states).toHaveLength(37);
    const byState = Object.fromEntries(data.creatives_by_state.states.map((s) => [s.state, s.count]));
    expect(byState.Lagos).toBe(2);
    expect(byState['Federal Capital Territory']).toBe(1);
    expect(byState.Kano).toBe(0);
    expect(data.creatives_by_state.not_given).toBe(1);

    expect(data.creatives_by_sector.groups.map((g) => g.id)).toEqual(SECTOR_GROUPS.map((g) => g.id));
    expect(data.creatives_by_sector.groups.find((g) => g.id === 'film-tv')?.count).toBe(2);
    expect(data.creatives_by_sector.other).toBe(2);

    expect(data.support_needs).toEqual([
      { need: 'training', creatives: 1, businesses: 0 },
      { need: 'funding', creatives: 2, businesses: 1 },
      { need: 'tools', creatives: 1, businesses: 0 },
      { need: 'market_access', creatives: 0, businesses: 1 },
    ]);
    expect(data.partners_by_type).toEqual([
      { type: 'donate', count: 1 },
      { type: 'sponsor', count: 2 },
      { type: 'scholarship', count: 0 },
    ]);
    expect(data.verification).toEqual([
      { role: 'user', verified: 1, unverified: 3 },
      { role: 'business', verified: 0, unverified: 1 },
    ]);
  });

  // Last: the members it signs in would count in the figures above.
  it('is for admins only', async () => {
    expect((await analytics()).statusCode).toBe(401);
    for (const role of ['user', 'business', 'partner'] as Role[]) {
      const member = await signedInAccount(db(), role);
      expect((await analytics(member.token)).statusCode, role).toBe(403);
    }
  });
});

describe('weekStart', () => {
  it('is the Monday (UTC) of the week', () => {
    expect(weekStart(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-15T23:59:59Z')).toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });
});
