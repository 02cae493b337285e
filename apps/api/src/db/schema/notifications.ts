import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
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
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.createdAt.desc()),
    index('notifications_dedupe_idx').on(t.accountId, t.dedupeKey, t.createdAt.desc()),
  ],
);
