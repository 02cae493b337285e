import { eq, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { accounts, businessProfiles, creativeProfiles, partnerProfiles } from './schema/index';

// An account's public face is in its role's profile table (creative, business or partner profile); a query that
// shows any account reads all three, left-joined: an account has only its own role's, the other two find nothing.

/** The account's picture: a creative's photo, else a business's or a partner's logo (with the three joined). */
export const accountPhoto = sql<
  string | null
>`coalesce(${creativeProfiles.photo}, ${businessProfiles.logo}, ${partnerProfiles.logo})`;

/**
 * `fields` of accounts with their three profiles joined (`accountPhoto`, or any profile's columns). A profile's
 * column is null for an account of another role, whatever its own type says: the joins are typed as the query
 * before them (drizzle cannot type three joins of a query whose fields are a type parameter).
 */
export function selectAccountsWithProfiles<Fields extends SelectedFields>(db: Database, fields: Fields) {
  const query = db.select(fields).from(accounts).$dynamic();
  return (query as unknown as PgSelect)
    .leftJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, accounts.id)) as unknown as typeof query;
}
