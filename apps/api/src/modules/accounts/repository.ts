import type { AuthUser, Role } from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, businessProfiles, creativeProfiles, partnerProfiles } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

export async function findAccountById(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The user object of the sign-in answer (data.user), as the web app keeps it in browser storage. */
export async function presentUser(db: Database, account: AccountRow): Promise<AuthUser> {
  const names =
    account.role === 'user'
      ? (
          await db
            .select({
              first: creativeProfiles.firstName,
              last: creativeProfiles.lastName,
              photo: creativeProfiles.photo,
            })
            .from(creativeProfiles)
            .where(eq(creativeProfiles.accountId, account.id))
        )[0]
      : undefined;
  const logoTable =
    account.role === 'business' ? businessProfiles : account.role === 'partner' ? partnerProfiles : null;
  const logo = logoTable
    ? (await db.select({ logo: logoTable.logo }).from(logoTable).where(eq(logoTable.accountId, account.id)))[0]?.logo
    : undefined;
  return {
    id: account.id,
    role: account.role as Role,
    email: account.email,
    display_name: account.displayName,
    first_name: names?.first ?? null,
    last_name: names?.last ?? null,
    email_verified: account.emailVerifiedAt !== null,
    approved: account.role === 'partner' ? account.approvedAt !== null : null,
    created_at: account.createdAt.toISOString(),
    language: account.language,
    photo: names?.photo ?? logo ?? null,
  };
}
