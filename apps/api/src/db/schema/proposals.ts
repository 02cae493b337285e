import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountColumn } from './account-columns';
import { bytea, createdAt, id, searchVector, updatedAt } from './columns';
import { opportunities } from './listings';
/**
 * A proposal a creative or business sends to a partner (the host), optionally in answer to one of the
 * partner's opportunities. PENDING → APPROVED | REJECTED, by the host, with an optional reason.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    senderAccountId: accountColumn('sender_account_id'),
    hostAccountId: accountColumn('host_account_id'),
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    coverLetter: text('cover_letter').notNull(),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    searchVector: searchVector('title', 'cover_letter'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('proposals_sender_idx').on(t.senderAccountId, t.createdAt.desc(), t.id.desc()),
    index('proposals_host_idx').on(t.hostAccountId, t.createdAt.desc(), t.id.desc()),
    index('proposals_search_idx').using('gin', t.searchVector),
    check('proposals_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * A document attached to a proposal (jpeg, png or pdf, type read from the bytes, size-capped). Kept in the
 * database, never at a public address: only the sender and the host download it, as an attachment.
 */
export const proposalDocuments = pgTable(
  'proposal_documents',
  {
    id: id(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** application/pdf | image/png | image/jpeg */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proposal_documents_proposal_idx').on(t.proposalId)],
);
