import { type AdminAnalytics, ANALYTICS_WEEKS } from '@creative-ng/shared/analytics/index';
import { NIGERIAN_STATES, PARTNER_TYPES, SECTOR_GROUPS } from '@creative-ng/shared/reference/index';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
} from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A sector as stored (group name or id, any case) → its group id. */
const groupIdBySector = new Map<string, string>(
  SECTOR_GROUPS.flatMap((g) => [
    [g.id.toLowerCase(), g.id],
    [g.name.toLowerCase(), g.id],
  ]),
);

type NeedRow = Record<'training' | 'funding' | 'tools' | 'market_access', number>;

const needsOf = (table: typeof creativeProfiles | typeof businessProfiles) => sql`
  select count(*) filter (where ${table.needTraining})::int as training,
         count(*) filter (where ${table.needFunding})::int as funding,
         count(*) filter (where ${table.needTools})::int as tools,
         count(*) filter (where ${table.needMarketAccess})::int as market_access
  from ${table}`;

/**
 * Every figure of the admin analytics, each counted by PostgreSQL (GROUP BY / FILTER) so the work stays in the
 * database on any size of platform; the small results are then laid out in reference order with zeros filled in.
 * The queries are independent and run side by side on PostgreSQL (one after the other on PGlite).
 */
export async function adminAnalytics(db: Database, now = new Date()): Promise<AdminAnalytics> {
  const firstWeek = new Date(weekStart(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);

  const [signups, byRole, byState, bySector, creativeNeedRows, businessNeedRows, byType] = await Promise.all([
    // Sign-ups per week and role (accounts_role_created_idx, for the window only).
    db.execute(sql`
      select to_char(date_trunc('week', ${accounts.createdAt} at time zone 'UTC'), 'YYYY-MM-DD') as week,
             ${accounts.role}::text as role, count(*)::int as n
      from ${accounts}
      where ${accounts.role} in ('user', 'business', 'partner') and ${accounts.createdAt} >= ${firstWeek.toISOString()}::timestamptz
      group by 1, 2`),
    // Accounts per role, and how many of them verified their identity: totals and verification in one pass.
    db.execute(sql`
      select ${accounts.role}::text as role, count(*)::int as total, count(${identityVerifications.accountId})::int as verified
      from ${accounts}
      left join ${identityVerifications} on ${identityVerifications.accountId} = ${accounts.id}
      where ${accounts.role} in ('user', 'business', 'partner')
      group by 1`),
    db
      .select({ state: creativeProfiles.originState, n: count() })
      .from(creativeProfiles)
      .groupBy(creativeProfiles.originState),
    db.select({ sector: creativeProfiles.sector, n: count() }).from(creativeProfiles).groupBy(creativeProfiles.sector),
    db.execute(needsOf(creativeProfiles)),
    db.execute(needsOf(businessProfiles)),
    db
      .select({ type: partnerProfiles.partnerType, n: count() })
      .from(partnerProfiles)
      .groupBy(partnerProfiles.partnerType),
  ]);

  const weeks = Array.from({ length: ANALYTICS_WEEKS }, (_, i) => ({
    week_start: isoDay(new Date(firstWeek.getTime() + i * 7 * DAY_MS)),
    user: 0,
    business: 0,
    partner: 0,
  }));
  const weekIndex = new Map(weeks.map((w, i) => [w.week_start, i]));
  for (const row of rowsOf<{ week: string; role: string; n: number }>(signups)) {
    const week = weeks[weekIndex.get(row.week) ?? -1];
    if (week && (row.role === 'user' || row.role === 'business' || row.role === 'partner')) week[row.role] += row.n;
  }

  const roles = rowsOf<{ role: string; total: number; verified: number }>(byRole);
  const role = (name: string) => roles.find((r) => r.role === name) ?? { total: 0, verified: 0 };

  const stateCounts = new Map(byState.map((r) => [r.state ?? '', r.n]));
  const states = NIGERIAN_STATES.map((s) => ({ state: s.state, count: stateCounts.get(s.state) ?? 0 }));
  const known = states.reduce((sum, s) => sum + s.count, 0);
  const allCreatives = byState.reduce((sum, r) => sum + r.n, 0);

  const groupCounts = new Map<string, number>();
  let otherSector = 0;
  for (const row of bySector) {
    const id = groupIdBySector.get((row.sector ?? '').trim().toLowerCase());
    if (id) groupCounts.set(id, (groupCounts.get(id) ?? 0) + row.n);
    else otherSector += row.n;
  }

  const [creativeNeeds] = rowsOf<NeedRow>(creativeNeedRows);
  const [businessNeeds] = rowsOf<NeedRow>(businessNeedRows);
  const typeCounts = new Map(byType.map((r) => [r.type, r.n]));

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
      creatives: creativeNeeds?.[need] ?? 0,
      businesses: businessNeeds?.[need] ?? 0,
    })),
    partners_by_type: PARTNER_TYPES.map((type) => ({ type, count: typeCounts.get(type) ?? 0 })),
    verification: (['user', 'business'] as const).map((name) => ({
      role: name,
      verified: role(name).verified,
      unverified: role(name).total - role(name).verified,
    })),
  };
}
