import {
  type AdminListQuery,
  type AdminRow,
  type DirectoryCounts,
  type DirectoryList,
  type DirectoryStatus,
  directoryStatus,
} from '@creative-ng/shared';
import { and, desc, eq, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, businessProfiles, creativeProfiles, partnerProfiles } from '../../db/schema/index';
import { searchCondition, searchRank } from '../directory/search';

export const ROLE_OF_LIST = { creatives: 'user', business: 'business', partners: 'partner' } as const;
export type ManagedRole = (typeof ROLE_OF_LIST)[DirectoryList];

/**
 * 'Activated' (the ACTIVE badge): fully set up. A creative or business has verified its NIN/BVN; a partner has
 * been approved by an admin (see directoryStatus in packages/shared/src/directory/schemas.ts).
 */
export function activatedSql(role: ManagedRole): SQL {
  return role === 'partner'
    ? sql`(${accounts.approvedAt} is not null)`
    : sql`exists (select 1 from identity_verifications iv where iv.account_id = ${accounts.id})`;
}

function statusCondition(role: ManagedRole, status: DirectoryStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  const activated = activatedSql(role);
  const notBlocked = eq(accounts.isBlacklisted, false);
  switch (status) {
    case 'BLOCKED':
      return eq(accounts.isBlacklisted, true);
    case 'ACTIVE':
      return and(notBlocked, activated);
    case 'PRIVATE':
    case 'PUBLIC':
      return and(
        notBlocked,
        not(activated),
        isNotNull(accounts.emailVerifiedAt),
        eq(accounts.visibility, status === 'PRIVATE' ? 'private' : 'public'),
      );
    case 'INACTIVE':
      return and(notBlocked, not(activated), isNull(accounts.emailVerifiedAt));
  }
}

type Filters = Pick<AdminListQuery, 'q' | 'state' | 'sector' | 'status'>;

function listConditions(list: DirectoryList, filters: Filters): SQL | undefined {
  const role = ROLE_OF_LIST[list];
  const profileFilters =
    list === 'creatives'
      ? [
          filters.state ? eq(creativeProfiles.residenceState, filters.state) : undefined,
          filters.sector ? eq(creativeProfiles.sector, filters.sector) : undefined,
        ]
      : list === 'business'
        ? [
            filters.state ? eq(businessProfiles.state, filters.state) : undefined,
            filters.sector ? eq(businessProfiles.sector, filters.sector) : undefined,
          ]
        : [];
  return and(
    eq(accounts.role, role),
    searchCondition(filters.q),
    statusCondition(role, filters.status),
    ...profileFilters,
  );
}

const PROFILE_OF_LIST = { creatives: creativeProfiles, business: businessProfiles, partners: partnerProfiles } as const;

/** The rows of one admin list: search, filters, newest first (best match first when searching). */
export async function adminRows(
  db: Database,
  list: DirectoryList,
  filters: Filters,
  limit: number,
  offset: number,
  order: 'relevance' | 'newest' = 'relevance',
  only?: SQL,
): Promise<AdminRow[]> {
  const role = ROLE_OF_LIST[list];
  const rank = order === 'relevance' ? searchRank(filters.q) : undefined;
  const orderBy = [rank, desc(accounts.createdAt), desc(accounts.id)].filter((o): o is SQL => o !== undefined);
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.displayName,
      email: accounts.email,
      isBlacklisted: accounts.isBlacklisted,
      visibility: accounts.visibility,
      emailVerifiedAt: accounts.emailVerifiedAt,
      approvedAt: accounts.approvedAt,
      createdAt: accounts.createdAt,
      activated: sql<boolean>`${activatedSql(role)}`,
      photo: sql<string | null>`coalesce(${creativeProfiles.photo}, ${businessProfiles.logo}, ${partnerProfiles.logo})`,
      residenceState: creativeProfiles.residenceState,
      expertise: creativeProfiles.expertise,
      category: creativeProfiles.category,
      creativeSector: creativeProfiles.sector,
      businessState: businessProfiles.state,
      businessLga: businessProfiles.lga,
      area: businessProfiles.area,
      businessSector: businessProfiles.sector,
      industry: partnerProfiles.industry,
      partnerType: partnerProfiles.partnerType,
    })
    .from(accounts)
    // An account has only its own role's profile, so the other two joins find nothing.
    .leftJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, accounts.id))
    .where(and(listConditions(list, filters), only))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const type = list === 'creatives' ? 'creative' : list === 'business' ? 'business' : 'partner';
  return rows.map((r) => {
    const emailVerified = r.emailVerifiedAt !== null;
    const activated = Boolean(r.activated);
    return {
      id: r.id,
      type,
      name: r.name,
      email: r.email,
      photo: r.photo,
      location:
        list === 'creatives'
          ? r.residenceState
          : list === 'business'
            ? [r.businessLga, r.businessState].filter(Boolean).join(', ') || null
            : null,
      specialty: list === 'creatives' ? (r.expertise ?? r.category) : list === 'business' ? r.area : null,
      sector: list === 'creatives' ? r.creativeSector : list === 'business' ? r.businessSector : r.industry,
      industry: r.industry,
      partner_type: r.partnerType,
      status: directoryStatus({
        isBlacklisted: r.isBlacklisted,
        isActivated: activated,
        visibility: emailVerified ? r.visibility : null,
      }),
      is_blacklisted: r.isBlacklisted,
      is_activated: activated,
      email_verified: emailVerified,
      visibility: r.visibility,
      approved: list === 'partners' ? r.approvedAt !== null : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** One account's admin row, whatever its status. */
export async function adminRow(db: Database, list: DirectoryList, id: string): Promise<AdminRow | undefined> {
  const [row] = await adminRows(db, list, {}, 1, 0, 'newest', eq(accounts.id, id));
  return row;
}

/** How many rows of a list match. */
export async function adminCount(db: Database, list: DirectoryList, filters: Filters): Promise<number> {
  const profile = PROFILE_OF_LIST[list];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .leftJoin(profile, eq(profile.accountId, accounts.id))
    .where(listConditions(list, filters));
  return row?.n ?? 0;
}

/** Each list's total for the same search (the tab counts). Filters that only some lists have are left out. */
export async function adminCounts(db: Database, filters: Filters): Promise<DirectoryCounts> {
  const search = { q: filters.q };
  const [creatives, business, partners] = await Promise.all([
    adminCount(db, 'creatives', search),
    adminCount(db, 'business', search),
    adminCount(db, 'partners', search),
  ]);
  return { creatives, business, partners };
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
