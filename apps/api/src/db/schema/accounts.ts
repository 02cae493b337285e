import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, updatedAt } from './columns';

export const accountRole = pgEnum('account_role', ['user', 'business', 'partner', 'admin']);
export const profileVisibility = pgEnum('profile_visibility', ['public', 'private']);

/** The platform's languages (LANGUAGE_CODES in packages/shared/src/i18n/languages.ts; a test keeps them equal). */
export const ACCOUNT_LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Full-text form of searchText (words, prefix queries); the trigram index on searchText forgives typos. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_role_created_idx').on(t.role, t.createdAt.desc(), t.id),
    index('accounts_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
    index('accounts_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('accounts_search_vector_idx').using('gin', t.searchVector),
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
