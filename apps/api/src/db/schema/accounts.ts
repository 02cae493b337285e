import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, tsvector, updatedAt } from './columns';

export const accountRole = pgEnum('account_role', ['user', 'business', 'partner', 'admin']);
export const profileVisibility = pgEnum('profile_visibility', ['public', 'private']);

/** The admin directory's badges (DIRECTORY_STATUSES in packages/shared; a test keeps them equal). */
export const ACCOUNT_STATUSES = ['BLOCKED', 'ACTIVE', 'PRIVATE', 'PUBLIC', 'INACTIVE'] as const;

/** The platform's languages (LANGUAGE_CODES in packages/shared/src/i18n/languages.ts; a test keeps them equal). */
export const ACCOUNT_LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;

/**
 * Everyone who can sign in: creatives (role 'user'), businesses, partners and admins.
 * Sign-in facts live here; what a person shows the world lives in the profile table of their role.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    role: accountRole('role').notNull(),
    email: citext('email').notNull().unique(),
    /** A new address waiting for its code (Settings → change email); the old one works until then. */
    pendingEmail: citext('pending_email'),
    /** argon2id hash; null until the person sets a password. */
    passwordHash: text('password_hash'),
    /** The name shown in lists and searched by the directory (person's full name or organisation name). */
    displayName: text('display_name').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Partners only: set when an admin approves the partner. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    visibility: profileVisibility('visibility').notNull().default('public'),
    /** The language the platform writes to this person in (emails): chosen at sign-up, changed in Settings. */
    language: text('language', { enum: ACCOUNT_LANGUAGES }).notNull().default('en'),
    /**
     * What the directory searches: name, skills, expertise, category and sector of the account's profile.
     * Kept up to date by triggers on the profile and skill tables (migration 0007); never written by the app.
     */
    searchText: text('search_text').notNull().default(''),
    /** Full-text form of searchText (words, prefix queries); typos are forgiven through `search_words`. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /**
     * The state and sector the directories filter this account by: a creative's state of residence and sector, a
     * business's state and sector (partners have none). Copied from the profile by triggers (migration 0014), so a
     * list filtered and ordered on this table alone reads one index in order.
     */
    directoryState: text('directory_state'),
    directorySector: text('directory_sector'),
    /** The account has the profile of its kind (copied by the same triggers). */
    hasProfile: boolean('has_profile').notNull().default(false),
    /** A NIN or BVN of this account is verified (kept by a trigger on identity_verifications). */
    identityVerified: boolean('identity_verified').notNull().default(false),
    /**
     * In the public directory: has its profile, not blacklisted, public, email confirmed and, for partners, approved.
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(
        sql`(has_profile and is_blacklisted = false and visibility = 'public' and email_verified_at is not null and (role <> 'partner' or approved_at is not null))`,
      ),
    /**
     * The admin directory's badge (directoryStatus in packages/shared): BLOCKED, ACTIVE (a verified identity; for a
     * partner, approval), PRIVATE or PUBLIC once the email is confirmed, else INACTIVE.
     */
    status: text('status', { enum: ACCOUNT_STATUSES })
      .notNull()
      .generatedAlwaysAs(
        sql`(case when is_blacklisted then 'BLOCKED' when (case when role = 'partner' then approved_at is not null else identity_verified end) then 'ACTIVE' when email_verified_at is null then 'INACTIVE' when visibility = 'private' then 'PRIVATE' else 'PUBLIC' end)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lists newest first, as they order (desc nulls last, id too): the admin directory, and by badge.
    index('accounts_role_newest_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
    index('accounts_role_status_newest_idx').on(t.role, t.status, t.createdAt.desc(), t.id.desc()),
    // The public directory: listed accounts of a role, newest first, by state or by sector.
    index('accounts_listed_newest_idx').on(t.role, t.createdAt.desc(), t.id.desc()).where(sql`${t.listed}`),
    index('accounts_listed_state_newest_idx')
      .on(t.role, t.directoryState, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('accounts_listed_sector_newest_idx')
      .on(t.role, t.directorySector, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    // Searching one list of the admin directory: its role's accounts by word (decision 0051), so a count or a page
    // of few matches reads the matches of that list only (the public lists have their listed accounts' own, below).
    index('accounts_user_search_idx').using('gin', t.searchVector).where(sql`${t.role} = 'user'`),
    index('accounts_business_search_idx').using('gin', t.searchVector).where(sql`${t.role} = 'business'`),
    index('accounts_partner_search_idx').using('gin', t.searchVector).where(sql`${t.role} = 'partner'`),
    // Searching one list of the public directory: its role's listed accounts by word (decision 0086), so a count
    // or a page of few matches reads the matches of that list only, whatever other lists hold.
    index('accounts_listed_user_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.listed} and ${t.role} = 'user'`),
    index('accounts_listed_business_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.listed} and ${t.role} = 'business'`),
    index('accounts_listed_partner_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.listed} and ${t.role} = 'partner'`),
    // Approved partners by name: the hosts a proposal can be sent to.
    index('accounts_hosts_idx')
      .on(t.displayName)
      .where(sql`${t.role} = 'partner' and ${t.approvedAt} is not null and ${t.isBlacklisted} = false`),
    check(
      'accounts_language_check',
      sql`${t.language} in (${sql.join(
        ACCOUNT_LANGUAGES.map((code) => sql.raw(`'${code}'`)),
        sql`, `,
      )})`,
    ),
  ],
);

/** Opaque sign-in tokens: only the SHA-256 of each token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);
