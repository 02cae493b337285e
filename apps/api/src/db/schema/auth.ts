import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountColumn } from './account-columns';
import { createdAt, id } from './columns';

export const otpPurpose = pgEnum('otp_purpose', ['verify_email', 'reset_password', 'change_email']);

/** One-time codes sent by email. Only a keyed hash of each code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    accountId: accountColumn('account_id'),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * Keyed hash of the address the code was mailed to when that is not the account's own (an email change):
     * the code then confirms that address and no other.
     */
    sentToHash: text('sent_to_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_account_purpose_idx').on(t.accountId, t.purpose, t.createdAt.desc())],
);

/** What a person agreed to, when, and which version (NDPA 2023: consent must be provable). */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    accountId: accountColumn('account_id'),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    wording: text('wording').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_account_idx').on(t.accountId)],
);
