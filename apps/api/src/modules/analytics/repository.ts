import { type AdminAnalytics, ANALYTICS_WEEKS } from '@creative-ng/shared/analytics/index';
import { NIGERIAN_STATES, PARTNER_TYPES, SECTOR_GROUPS } from '@creative-ng/shared/reference/index';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tallies } from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A sector as stored (group name or id, any case) → its group id. */
const groupIdBySector = new Map<string, string>(
  SECTOR_GROUPS.flatMap((g) => [
    [g.id.toLowerCase(), g.id],
    [g.name.toLowerCase(), g.id],
  ]),
);

/** The kept counts (migration 0014) the analytics read: each figure is a name, each bar a key. */
const FIGURES = [
  'accounts',
  'verified',
  'signups_week',
  'creative_origin_state',
  'creative_sector',
  'creative_need',
  'business_need',
  'partner_type',
] as const;
type Figure = (typeof FIGURES)[number];

/**
 * Every figure of the admin analytics, from counts kept as accounts and profiles change (decision 0026): one read
 * of a few hundred rows, whatever the size of the platform. Laid out here in reference order with zeros filled in.
 */
export async function adminAnalytics(db: Database, now = new Date()): Promise<AdminAnalytics> {
  const firstWeek = new Date(weekStart(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  const rows = await db
    .select({ name: tallies.name, key: tallies.key, n: tallies.n })
    .from(tallies)
    .where(inArray(tallies.name, [...FIGURES]));
  const figure = (name: Figure) => {
    const counts = new Map<string, number>();
    for (const row of rows) if (row.name === name) counts.set(row.key, Number(row.n));
    return counts;
  };
  const accountsByRole = figure('accounts');
  const verifiedByRole = figure('verified');
  const role = (name: string) => ({ total: accountsByRole.get(name) ?? 0, verified: verifiedByRole.get(name) ?? 0 });
  const byState = figure('creative_origin_state');
  const bySector = figure('creative_sector');
  const creativeNeeds = figure('creative_need');
  const businessNeeds = figure('business_need');
  const typeCounts = figure('partner_type');

  const weeks = Array.from({ length: ANALYTICS_WEEKS }, (_, i) => ({
    week_start: isoDay(new Date(firstWeek.getTime() + i * 7 * DAY_MS)),
    user: 0,
    business: 0,
    partner: 0,
  }));
  const weekIndex = new Map(weeks.map((w, i) => [w.week_start, i]));
  // Keys are '<Monday>|<role>'; weeks before the window are left out.
  for (const [key, n] of figure('signups_week')) {
    const [day, name] = key.split('|');
    const week = weeks[weekIndex.get(day ?? '') ?? -1];
    if (week && (name === 'user' || name === 'business' || name === 'partner')) week[name] += n;
  }

  const states = NIGERIAN_STATES.map((s) => ({ state: s.state, count: byState.get(s.state) ?? 0 }));
  const known = states.reduce((sum, s) => sum + s.count, 0);
  const allCreatives = [...byState.values()].reduce((sum, n) => sum + n, 0);

  const groupCounts = new Map<string, number>();
  let otherSector = 0;
  for (const [sector, n] of bySector) {
    const id = groupIdBySector.get(sector.trim().toLowerCase());
    if (id) groupCounts.set(id, (groupCounts.get(id) ?? 0) + n);
    else otherSector += n;
  }

  return {
    generated_at: now.toISOString(),
    totals: { creatives: role('user').total, businesses: role('business').total, partners: role('partner').total },
    signups_by_week: weeks,
    creatives_by_state: { states, not_given: allCreatives - known },
    creatives_by_sector: {
      groups: SECTOR_GROUPS.map((g) => ({ id: g.id, name: g.name, count: groupCounts.get(g.id) ?? 0 })),
      other: otherSector,
    },
    support_needs: (['training', 'funding', 'tools', 'market_access'] as const).map((need) => ({
      need,
      creatives: creativeNeeds.get(need) ?? 0,
      businesses: businessNeeds.get(need) ?? 0,
    })),
    partners_by_type: PARTNER_TYPES.map((type) => ({ type, count: typeCounts.get(type) ?? 0 })),
    verification: (['user', 'business'] as const).map((name) => ({
      role: name,
      verified: role(name).verified,
      unverified: role(name).total - role(name).verified,
    })),
  };
}
