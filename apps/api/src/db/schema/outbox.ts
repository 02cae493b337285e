import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { citext, createdAt, id } from './columns';

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * Mail to send, written in the same transaction as the change it reports, then sent by a worker
 * (any instance; rows are claimed with FOR UPDATE SKIP LOCKED). The body is encrypted at rest because
 * it can hold a one-time code (a subject never does); with SMTP it is wiped once sent, in the dev outbox it is
 * kept to be read. Sent mail is deleted after MAIL_RETENTION_DAYS.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    recipient: citext('recipient').notNull(),
    subject: text('subject').notNull(),
    /** AES-256-GCM of the JSON { text, html, otp? }, base64url; '' once sent through SMTP. */
    sealedBody: text('sealed_body').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    transport: text('transport'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc()),
    // Finds mail past its retention (MAIL_RETENTION_DAYS) for the hourly clean-up.
    index('outbox_finished_idx').on(t.status, t.sentAt),
  ],
);
