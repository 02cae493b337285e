import type { DirectoryCounts, DirectoryEntry, DirectoryList, DirectoryQuery } from '@creative-ng/shared';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, businessProfiles, creativeProfiles, partnerProfiles } from '../../db/schema/index';
import { searchCondition, searchRank } from './search';

/** What the public may see: verified, public, not blacklisted (deleted accounts are gone). */
const publiclyListed = and(
  eq(accounts.isBlacklisted, false),
  eq(accounts.visibility, 'public'),
  isNotNull(accounts.emailVerifiedAt),
);

type Filters = Pick<DirectoryQuery, 'q' | 'state' | 'sector'>;

/** Each list's own rows, conditions and profile table. */
const LISTS = {
  creatives: {
    role: 'user' as const,
    profile: creativeProfiles,
    where: (f: Filters) =>
      and(
        f.state ? eq(creativeProfiles.residenceState, f.state) : undefined,
        f.sector ? eq(creativeProfiles.sector, f.sector) : undefined,
      ),
  },
  business: {
    role: 'business' as const,
    profile: businessProfiles,
    where: (f: Filters) =>
      and(
        f.state ? eq(businessProfiles.state, f.state) : undefined,
        f.sector ? eq(businessProfiles.sector, f.sector) : undefined,
      ),
  },
  partners: {
    role: 'partner' as const,
    profile: partnerProfiles,
    // Partners are listed once an admin has approved them; they have no state or sector to filter on.
    where: (_f: Filters) => isNotNull(accounts.approvedAt),
  },
} as const;

function conditions(list: DirectoryList, filters: Filters): SQL | undefined {
  const spec = LISTS[list];
  return and(eq(accounts.role, spec.role), publiclyListed, spec.where(filters), searchCondition(filters.q));
}

const skillNames = sql<
  string[]
>`coalesce((select json_agg(s.name order by s.name) from skills s where s.account_id = ${accounts.id}), '[]'::json)`;

const EMPTY = {
  first_name: null,
  last_name: null,
  trade_name: null,
  registered_name: null,
  photo: null,
  logo: null,
  cover_photo: null,
  bio: null,
  category: null,
  expertise: null,
  sector: null,
  area: null,
  industry: null,
  partner_type: null,
  state: null,
  origin_state: null,
  residence_state: null,
  lga: null,
  lga_origin: null,
  approved: null,
} as const;

type AccountRow = typeof accounts.$inferSelect;

function base(account: Pick<AccountRow, 'id' | 'displayName' | 'visibility' | 'isBlacklisted' | 'createdAt'>) {
  return {
    id: account.id,
    name: account.displayName,
    status: account.visibility,
    is_blacklisted: account.isBlacklisted,
    created_at: account.createdAt.toISOString(),
  };
}

const accountColumns = {
  id: accounts.id,
  displayName: accounts.displayName,
  visibility: accounts.visibility,
  isBlacklisted: accounts.isBlacklisted,
  createdAt: accounts.createdAt,
  approvedAt: accounts.approvedAt,
};

async function page(
  db: Database,
  list: DirectoryList,
  filters: Filters,
  limit: number,
  offset: number,
): Promise<DirectoryEntry[]> {
  const where = conditions(list, filters);
  const order = [searchRank(filters.q), desc(accounts.createdAt), desc(accounts.id)].filter(
    (o): o is SQL => o !== undefined,
  );
  if (list === 'creatives') {
    const rows = await db
      .select({ a: accountColumns, p: creativeProfiles, skill: skillNames })
      .from(accounts)
      .innerJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(({ a, p, skill }) => ({
      ...EMPTY,
      ...base(a),
      type: 'creative',
      first_name: p.firstName,
      last_name: p.lastName,
      photo: p.photo,
      cover_photo: p.coverPhoto,
      bio: p.bio,
      category: p.category,
      expertise: p.expertise,
      sector: p.sector,
      state: p.residenceState,
      origin_state: p.originState,
      residence_state: p.residenceState,
      lga_origin: p.lgaOrigin,
      skill,
    }));
  }
  if (list === 'business') {
    const rows = await db
      .select({ a: accountColumns, p: businessProfiles })
      .from(accounts)
      .innerJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(({ a, p }) => ({
      ...EMPTY,
      ...base(a),
      type: 'business',
      trade_name: p.tradeName,
      registered_name: p.registeredName,
      photo: p.logo,
      logo: p.logo,
      cover_photo: p.coverPhoto,
      sector: p.sector,
      area: p.area,
      category: p.area,
      state: p.state,
      lga: p.lga,
      skill: [],
    }));
  }
  const rows = await db
    .select({ a: accountColumns, p: partnerProfiles })
    .from(accounts)
    .innerJoin(partnerProfiles, eq(partnerProfiles.accountId, accounts.id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(({ a, p }) => ({
    ...EMPTY,
    ...base(a),
    type: 'partner',
    photo: p.logo,
    logo: p.logo,
    cover_photo: p.coverPhoto,
    industry: p.industry,
    partner_type: p.partnerType,
    approved: a.approvedAt !== null,
    skill: [],
  }));
}

async function count(db: Database, list: DirectoryList, filters: Filters): Promise<number> {
  const profile = LISTS[list].profile;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .innerJoin(profile, eq(profile.accountId, accounts.id))
    .where(conditions(list, filters));
  return row?.n ?? 0;
}

/** One page of each list (or only of `tab`), and how many match in each list. */
export async function publicDirectory(db: Database, query: DirectoryQuery) {
  const offset = (query.page - 1) * query.limit;
  const lists = ['creatives', 'business', 'partners'] as const;
  const pages = await Promise.all(
    lists.map((list) => (query.tab && query.tab !== list ? [] : page(db, list, query, query.limit, offset))),
  );
  const totals = await Promise.all(lists.map((list) => count(db, list, query)));
  const counts: DirectoryCounts = { creatives: totals[0] ?? 0, business: totals[1] ?? 0, partners: totals[2] ?? 0 };
  return {
    creatives: pages[0] ?? [],
    business: pages[1] ?? [],
    partners: pages[2] ?? [],
    counts,
    page: query.page,
    limit: query.limit,
  };
}
