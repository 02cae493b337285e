import {
  BLANK_DIRECTORY_FACTS,
  DIRECTORY_LISTS,
  type DirectoryEntry,
  type DirectoryList,
  type DirectoryQuery,
} from '@creative-ng/shared';
import { and, eq, type GetColumnData, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  type KeptCountFilter,
  keptListCounts,
  NOT_CAPPED,
  ROLE_OF_LIST,
  searchListCounts,
} from '../../db/account-lists';
import { type AccountSearch, accountSearch, inOrderOf, rankedAccountIds } from '../../db/account-search';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { accountCounts, accounts, businessProfiles, creativeProfiles, partnerProfiles } from '../../db/schema/index';
import { countCap, pageOffset } from '../../http/pagination';

type Filters = Pick<DirectoryQuery, 'state' | 'sector'>;

/**
 * What the public may see of a list: its role's accounts with `accounts.listed` (a profile, verified, public, not
 * blacklisted; partners approved), by state and sector for creatives and businesses (partners have neither).
 * Written as the partial indexes' predicate, so the directory reads them in order.
 */
function listed(list: DirectoryList, filters: Filters): SQL | undefined {
  const placed = list !== 'partners';
  return and(
    eq(accounts.role, ROLE_OF_LIST[list]),
    sql`${accounts.listed}`,
    placed && filters.state ? eq(accounts.directoryState, filters.state) : undefined,
    placed && filters.sector ? eq(accounts.directorySector, filters.sector) : undefined,
  );
}

/** A creative's skills, alphabetically (ignoring case, the order of the skills index, so nothing is sorted). */
const skillNames = sql<
  string[]
>`coalesce((select json_agg(s.name) from (select name from skills where account_id = ${accounts.id} order by lower(name)) s), '[]'::json)`;

const accountColumns = {
  id: accounts.id,
  displayName: accounts.displayName,
  visibility: accounts.visibility,
  isBlacklisted: accounts.isBlacklisted,
  createdAt: accounts.createdAt,
  approvedAt: accounts.approvedAt,
};

type AccountColumns = { [K in keyof typeof accountColumns]: (typeof accounts.$inferSelect)[K] };

function base(account: AccountColumns) {
  return {
    id: account.id,
    name: account.displayName,
    status: account.visibility,
    is_blacklisted: account.isBlacklisted,
    created_at: account.createdAt.toISOString(),
  };
}

interface Page {
  offset: number;
  limit: number;
}

/**
 * A page of the query, newest first; without a page, every row `where` picked (a page's ids). The page's accounts
 * are found first on the list's index alone (`where` is on accounts only), so the rows an offset skips are not
 * joined to their profile nor have their skills gathered: a deep page cost a profile and a skills list per row
 * skipped.
 */
function paged<T extends PgSelect>(db: Database, query: T, where: SQL | undefined, page: Page | undefined): T {
  if (!page) return query;
  const newest = newestFirst(accounts.createdAt, accounts.id);
  const ids = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(...newest)
    .limit(page.limit)
    .offset(page.offset);
  return query.where(inArray(accounts.id, ids)).orderBy(...newest);
}

/*
 * The profile columns an entry shows, and no others: a profile row holds some forty (phone, address, needs…) that
 * the directory never shows, and each one read is fetched, sent, parsed and mapped for every entry of every page.
 */
const creativeShown = {
  firstName: creativeProfiles.firstName,
  lastName: creativeProfiles.lastName,
  photo: creativeProfiles.photo,
  coverPhoto: creativeProfiles.coverPhoto,
  bio: creativeProfiles.bio,
  category: creativeProfiles.category,
  expertise: creativeProfiles.expertise,
  sector: creativeProfiles.sector,
  residenceState: creativeProfiles.residenceState,
  originState: creativeProfiles.originState,
  lgaOrigin: creativeProfiles.lgaOrigin,
};
const businessShown = {
  tradeName: businessProfiles.tradeName,
  registeredName: businessProfiles.registeredName,
  logo: businessProfiles.logo,
  coverPhoto: businessProfiles.coverPhoto,
  sector: businessProfiles.sector,
  area: businessProfiles.area,
  state: businessProfiles.state,
  lga: businessProfiles.lga,
};
const partnerShown = {
  logo: partnerProfiles.logo,
  coverPhoto: partnerProfiles.coverPhoto,
  industry: partnerProfiles.industry,
  partnerType: partnerProfiles.partnerType,
};

/** The accounts `where` picks (a page of them, or all) with the shown columns of their business's or partner's profile. */
async function withProfiles<Shown extends Record<string, AnyPgColumn>>(
  db: Database,
  profile: typeof businessProfiles | typeof partnerProfiles,
  shown: Shown,
  where: SQL | undefined,
  page: Page | undefined,
) {
  // One statement for either table; the row's type is given back by `Shown` below.
  const columns: Record<string, AnyPgColumn> = shown;
  const query = db
    .select({ a: accountColumns, p: columns })
    .from(accounts)
    .innerJoin(profile, eq(profile.accountId, accounts.id))
    .$dynamic();
  const rows = await paged(db, page ? query : query.where(where), where, page);
  return rows as unknown as { a: AccountColumns; p: { [K in keyof Shown]: GetColumnData<Shown[K]> } }[];
}

/** Rows of one list with their profile, as entries. */
const ENTRIES = {
  async creatives(db: Database, where: SQL | undefined, page?: Page) {
    const query = db
      .select({ a: accountColumns, p: creativeShown, skill: skillNames })
      .from(accounts)
      .innerJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
      .$dynamic();
    const rows = await paged(db, page ? query : query.where(where), where, page);
    return rows.map(
      ({ a, p, skill }): DirectoryEntry => ({
        ...BLANK_DIRECTORY_FACTS,
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
      }),
    );
  },
  async business(db: Database, where: SQL | undefined, page?: Page) {
    const rows = await withProfiles(db, businessProfiles, businessShown, where, page);
    return rows.map(
      ({ a, p }): DirectoryEntry => ({
        ...BLANK_DIRECTORY_FACTS,
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
      }),
    );
  },
  async partners(db: Database, where: SQL | undefined, page?: Page) {
    const rows = await withProfiles(db, partnerProfiles, partnerShown, where, page);
    return rows.map(
      ({ a, p }): DirectoryEntry => ({
        ...BLANK_DIRECTORY_FACTS,
        ...base(a),
        type: 'partner',
        photo: p.logo,
        logo: p.logo,
        cover_photo: p.coverPhoto,
        industry: p.industry,
        partner_type: p.partnerType,
        approved: a.approvedAt !== null,
        skill: [],
      }),
    );
  },
} satisfies Record<DirectoryList, unknown>;

/** One page of a list: newest first, or, when searching, best matches first. */
async function entries(
  db: Database,
  list: DirectoryList,
  where: SQL | undefined,
  search: AccountSearch | null,
  page: Page,
  few = false,
): Promise<DirectoryEntry[]> {
  if (!search) return ENTRIES[list](db, where, page);
  const ids = await rankedAccountIds(db, where, search, page, few);
  if (ids.length === 0) return [];
  return inOrderOf(ids, await ENTRIES[list](db, inArray(accounts.id, ids)));
}

/** The public lists' kept counts: listed accounts, by state and sector except for partners. */
const listedCountFilter =
  (filters: Filters): KeptCountFilter =>
  (list) =>
    and(
      eq(accountCounts.listed, true),
      list !== 'partners' && filters.state ? eq(accountCounts.state, filters.state) : undefined,
      list !== 'partners' && filters.sector ? eq(accountCounts.sector, filters.sector) : undefined,
    );

/**
 * One page of each list (or only of `tab`), and how many match in each list. A search counts first: a list with
 * no more matches than the count's cap reads its page from those matches (decision 0086).
 */
export async function publicDirectory(db: Database, query: DirectoryQuery) {
  const page = { offset: pageOffset(query), limit: query.limit };
  const search = await accountSearch(db, query.q);
  const searched = search
    ? await searchListCounts(
        db,
        (list) => listed(list, query),
        search,
        countCap(query),
        Boolean(query.state || query.sector),
      )
    : undefined;
  const [pages, totals] = await Promise.all([
    Promise.all(
      DIRECTORY_LISTS.map((list) =>
        query.tab && query.tab !== list
          ? []
          : entries(db, list, listed(list, query), search, page, searched ? !searched.capped[list] : false),
      ),
    ),
    searched ?? keptListCounts(db, listedCountFilter(query)).then((counts) => ({ counts, capped: NOT_CAPPED })),
  ]);
  return {
    creatives: pages[0] ?? [],
    business: pages[1] ?? [],
    partners: pages[2] ?? [],
    counts: totals.counts,
    counts_capped: totals.capped,
    page: query.page,
    limit: query.limit,
  };
}
