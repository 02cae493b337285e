import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountColumn, accountKey } from './account-columns';
import { createdAt, id } from './columns';

/**
 * In-app notices for one account (a like on a post, a partner approved, content removed, an order…).
 * `kind` says what happened and `data` carries what the web app needs to word and link it, so the
 * text can be translated on the client. `dedupeKey` lets a feature keep to one notice per thing per
 * period (e.g. one 'your post was liked' per post per hour).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: accountColumn('account_id'),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** True while the person wants this notice by email and it has not gone yet (the notice mailer sends it). */
    emailPending: boolean('email_pending').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One account's notices newest first, and its unread ones (the bell's count).
    index('notifications_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.accountId).where(sql`${t.readAt} is null`),
    index('notifications_dedupe_idx').on(t.accountId, t.dedupeKey, t.createdAt.desc()),
    index('notifications_email_pending_idx').on(t.accountId, t.kind).where(sql`${t.emailPending}`),
    index('notifications_emailed_idx').on(t.accountId, t.kind, t.emailedAt.desc()),
  ],
);

/**
 * A person's choice of email per kind of notice. No row means the kind's default
 * (on for decisions about the person, off for likes: see NOTICE_KINDS in packages/shared).
 */
export const notificationEmailSettings = pgTable(
  'notification_email_settings',
  {
    accountId: accountColumn('account_id'),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/** How a person gets notice emails: grouped per kind at most hourly ('hourly'), or one digest a day ('daily'). */
export const notificationDelivery = pgTable('notification_delivery', {
  accountId: accountKey(),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
});
