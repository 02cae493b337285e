import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id } from './columns';

/**
 * What can be reported. 'listing' covers a partner's tool, opportunity or training; 'conversation' and 'message' are
 * private, and an admin reads only what a report names.
 */
export const reportTarget = pgEnum('report_target', [
  'post',
  'product',
  'listing',
  'profile',
  'conversation',
  'message',
]);
export const reportStatus = pgEnum('report_status', ['open', 'removed', 'dismissed']);

/**
 * A signed-in person's report of content or a profile. Admins work the open ones: remove the
 * content (the author is told why) or dismiss the report. One open report per person per target.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterAccountId: uuid('reporter_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    targetType: reportTarget('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    status: reportStatus('status').notNull().default('open'),
    resolvedByAccountId: uuid('resolved_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin queue of each status, newest first with the id breaking ties, as it orders (no sort of the queue).
    index('reports_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // A target's open reports (every read and close of a target's reports is of its open ones): how many its queue
    // row shows, one index probe per row of the page.
    index('reports_open_target_idx').on(t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    uniqueIndex('reports_open_unique')
      .on(t.reporterAccountId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);
