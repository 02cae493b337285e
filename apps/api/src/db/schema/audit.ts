import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * What was done to accounts and by whom: admin actions and account deletions. Rows are never updated
 * or deleted, and have no foreign keys, so they outlive the accounts they describe.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Who acted (an admin, or the person themselves); null for the system. */
    actorAccountId: uuid('actor_account_id'),
    action: text('action').notNull(),
    subjectAccountId: uuid('subject_account_id'),
    /** A readable name of the subject at the time (its account may be gone). */
    subjectLabel: text('subject_label'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first, as the log is read: all of it, or one account's.
  (t) => [
    index('audit_log_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_newest_idx').on(t.subjectAccountId, t.createdAt.desc(), t.id.desc()),
  ],
);
