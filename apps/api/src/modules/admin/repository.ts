import type {
  AdminListQuery,
  AdminRow,
  DirectoryCounts,
  DirectoryCountsCapped,
  DirectoryList,
} from '@creative-ng/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { keptListCounts, NOT_CAPPED, ROLE_OF_LIST, searchListCounts } from '../../db/account-lists';
import { accountPhoto, selectAccountsWithProfiles } from '../../db/account-profiles';
import { type AccountSearch, inOrderOf, rankedAccountIds, searchedUpToSql } from '../../db/account-search';
import type { Database } from '../../db/client';
import { type CappedCount, cappedCount, newestFirst, rowsOf } from '../../db/lists';
import { accountCounts, accounts, businessProfiles, creativeProfiles, partnerProfiles } from '../../db/schema/index';

export { ROLE_OF_LIST };
export type ManagedRole = (typeof ROLE_OF_LIST)[DirectoryList];

type Filters = Pick<AdminListQuery, 'state' | 'sector' | 'status'>;

/**
 * One admin list: its role's accounts, by badge (`accounts.status`), and for creatives and businesses by state and
 * sector (copied onto the account from its profile, so the list reads one index in order).
 */
function listConditions(list: DirectoryList, filters: Filters): SQL | undefined {
  const placed = list !== 'partners';
  return and(
    eq(accounts.role, ROLE_OF_LIST[list]),
    filters.status ? eq(accounts.status, filters.status) : undefined,
    placed && filters.state ? eq(accounts.directoryState, filters.state) : undefined,
    placed && filters.sector ? eq(accounts.directorySector, filters.sector) : undefined,
  );
}

function selectRows(db: Database, where: SQL | undefined) {
  return selectAccountsWithProfiles(db, {
    id: accounts.id,
    role: accounts.role,
    name: accounts.displayName,
    email: accounts.email,
    isBlacklisted: accounts.isBlacklisted,
    visibility: accounts.visibility,
    emailVerifiedAt: accounts.emailVerifiedAt,
    approvedAt: accounts.approvedAt,
    identityVerified: accounts.identityVerified,
    status: accounts.status,
    createdAt: accounts.createdAt,
    exactCreatedAt: sql<string>`${accounts.createdAt}::text`,
    photo: accountPhoto,
    residenceState: creativeProfiles.residenceState,
    originState: creativeProfiles.originState,
    expertise: creativeProfiles.expertise,
    category: creativeProfiles.category,
    creativeSector: creativeProfiles.sector,
    businessState: businessProfiles.state,
    businessLga: businessProfiles.lga,
    area: businessProfiles.area,
    businessSector: businessProfiles.sector,
    industry: partnerProfiles.industry,
    partnerType: partnerProfiles.partnerType,
  }).where(where);
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function present(list: DirectoryList, r: Row): AdminRow {
  const emailVerified = r.emailVerifiedAt !== null;
  return {
    id: r.id,
    type: list === 'creatives' ? 'creative' : list === 'business' ? 'business' : 'partner',
    name: r.name,
    email: r.email,
    photo: r.photo,
    // A creative's state of residence, else the state of origin they gave.
    location:
      list === 'creatives'
        ? (r.residenceState ?? r.originState)
        : list === 'business'
          ? [r.businessLga, r.businessState].filter(Boolean).join(', ') || null
          : null,
    specialty: list === 'creatives' ? (r.expertise ?? r.category) : list === 'business' ? r.area : null,
    sector: list === 'creatives' ? r.creativeSector : list === 'business' ? r.businessSector : r.industry,
    industry: r.industry,
    partner_type: r.partnerType,
    status: r.status,
    is_blacklisted: r.isBlacklisted,
    // Activated: a verified identity; for a partner, an admin's approval (decision 0015).
    is_activated: r.role === 'partner' ? r.approvedAt !== null : r.identityVerified,
    email_verified: emailVerified,
    visibility: r.visibility,
    approved: list === 'partners' ? r.approvedAt !== null : null,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * One page of an admin list: best matches first when searching, else newest first. `few`: the search was counted
 * and matches no more than the count's cap, so its page is read from the list's word index (as in decision 0086).
 */
export async function adminRows(
  db: Database,
  list: DirectoryList,
  filters: Filters,
  search: AccountSearch | null,
  page: { offset: number; limit: number },
  few = false,
): Promise<AdminRow[]> {
  const where = listConditions(list, filters);
  if (search) {
    const ids = await rankedAccountIds(db, where, search, page, few);
    if (ids.length === 0) return [];
    return inOrderOf(ids, await selectRows(db, inArray(accounts.id, ids))).map((row) => present(list, row));
  }
  const rows = await selectRows(db, where)
    .orderBy(...newestFirst(accounts.createdAt, accounts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => present(list, row));
}

/**
 * Every row of an admin list (the CSV export), newest first, in batches that each continue from the last row of
 * the one before (keyset): the last batch of a million rows costs what the first does.
 */
export async function* allAdminRows(
  db: Database,
  list: DirectoryList,
  filters: Filters,
  search: AccountSearch | null,
  batch: number,
): AsyncGenerator<AdminRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await selectRows(
      db,
      and(
        listConditions(list, filters),
        search?.near,
        after
          ? sql`(${accounts.createdAt}, ${accounts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
      .orderBy(...newestFirst(accounts.createdAt, accounts.id))
      .limit(batch);
    if (rows.length > 0) yield rows.map((row) => present(list, row));
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return;
    after = { at: last.exactCreatedAt, id: last.id };
  }
}

/** One account's admin row, whatever its status. */
export async function adminRow(db: Database, list: DirectoryList, id: string): Promise<AdminRow | undefined> {
  const [row] = await selectRows(db, and(eq(accounts.role, ROLE_OF_LIST[list]), eq(accounts.id, id))).limit(1);
  return row && present(list, row);
}

/** How many rows of a list match: the kept counts its filters select, or, when searching, counted up to the cap. */
export async function adminCount(
  db: Database,
  list: DirectoryList,
  filters: Filters,
  search: AccountSearch | null,
  cap: number,
): Promise<CappedCount> {
  if (search) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select ${searchedUpToSql(listConditions(list, filters), search, cap)} as n`),
    );
    return cappedCount(Number(row?.n ?? 0), cap);
  }
  const placed = list !== 'partners';
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${accountCounts.n}), 0)::int` })
    .from(accountCounts)
    .where(
      and(
        eq(accountCounts.role, ROLE_OF_LIST[list]),
        filters.status ? eq(accountCounts.status, filters.status) : undefined,
        placed && filters.state ? eq(accountCounts.state, filters.state) : undefined,
        placed && filters.sector ? eq(accountCounts.sector, filters.sector) : undefined,
      ),
    );
  return { total: Number(row?.n ?? 0), capped: false };
}

/** Each list's total for the same search (the tab counts); filters that only some lists have are left out. */
export async function adminCounts(
  db: Database,
  search: AccountSearch | null,
  cap: number,
): Promise<{ counts: DirectoryCounts; capped: DirectoryCountsCapped }> {
  if (search) return searchListCounts(db, (list) => listConditions(list, {}), search, cap, false);
  return { counts: await keptListCounts(db, () => undefined), capped: NOT_CAPPED };
}

/** One account of a managed role (creative, business or partner), or undefined. */
export async function managedAccount(db: Database, id: string, role: ManagedRole) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, role)))
    .limit(1);
  return row;
}
