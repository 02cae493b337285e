import {
  firstWords,
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  type ProposalDetail,
  type ProposalSummary,
  type proposalDecisionSchema,
  type proposalQuerySchema,
  type proposalRequestSchema,
} from '@creative-ng/shared';
import { aliasedTable, and, asc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countUpTo, newestFirst } from '../../db/lists';
import { accounts, opportunities, proposalDocuments, proposals } from '../../db/schema/index';
import { matches } from '../../db/search';
import type { AuthContext } from '../../http/auth-context';
import { detectDocumentType, documentName } from '../../http/documents';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { countCap, pageInfo, pageOffset } from '../../http/pagination';
import { notify } from '../notifications/service';

/** Proposals from creatives and businesses to approved partners: who may receive one, sending, the boxes, deciding. */
export function proposalsService(db: Database) {
  const sender = aliasedTable(accounts, 'sender');
  const host = aliasedTable(accounts, 'host');

  const select = () =>
    db
      .select({ proposal: proposals, senderName: sender.displayName, hostName: host.displayName })
      .from(proposals)
      .innerJoin(sender, eq(sender.id, proposals.senderAccountId))
      .innerJoin(host, eq(host.id, proposals.hostAccountId));

  type Row = Awaited<ReturnType<typeof select>>[number];

  const summary = ({ proposal, senderName, hostName }: Row): ProposalSummary => ({
    id: proposal.id,
    title: proposal.title,
    excerpt: firstWords(proposal.coverLetter, 8),
    status: proposal.status as ProposalSummary['status'],
    host: { id: proposal.hostAccountId, name: hostName },
    sender: { id: proposal.senderAccountId, name: senderName },
    created_at: proposal.createdAt.toISOString(),
  });

  /** Only the sender and the host read a proposal; anyone else gets 404 (its existence is not told). */
  async function readable(id: string, viewer: AuthContext): Promise<ProposalDetail> {
    const [row] = await select()
      .where(
        and(
          eq(proposals.id, id),
          or(eq(proposals.senderAccountId, viewer.accountId), eq(proposals.hostAccountId, viewer.accountId)),
        ),
      )
      .limit(1);
    if (!row) throw notFound(PROPOSAL_MESSAGES.notFound);
    const [documents, opportunity] = await Promise.all([
      db
        .select({
          id: proposalDocuments.id,
          name: proposalDocuments.name,
          content_type: proposalDocuments.contentType,
          size: proposalDocuments.size,
        })
        .from(proposalDocuments)
        .where(eq(proposalDocuments.proposalId, id))
        .orderBy(asc(proposalDocuments.createdAt)),
      row.proposal.opportunityId
        ? db
            .select({ id: opportunities.id, title: opportunities.title })
            .from(opportunities)
            .where(eq(opportunities.id, row.proposal.opportunityId))
        : Promise.resolve([]),
    ]);
    return {
      ...summary(row),
      cover_letter: row.proposal.coverLetter,
      reason: row.proposal.reason,
      opportunity: opportunity[0] ?? null,
      documents,
      is_host: row.proposal.hostAccountId === viewer.accountId,
      decided_at: row.proposal.decidedAt?.toISOString() ?? null,
    };
  }

  return {
    readable,

    /** Approved partners a proposal can be sent to (by name, or the one `id`), with their open opportunities. */
    async hosts(query: { q?: string; id?: string }) {
      const partners = await db
        .select({ id: accounts.id, name: accounts.displayName })
        .from(accounts)
        .where(
          and(
            // Written as the predicate of accounts_hosts_idx, which gives approved partners by name.
            sql`${accounts.role} = 'partner' and ${accounts.approvedAt} is not null and ${accounts.isBlacklisted} = false`,
            query.q ? ilike(accounts.displayName, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
            query.id ? eq(accounts.id, query.id) : undefined,
          ),
        )
        .orderBy(asc(accounts.displayName))
        .limit(50);
      const ids = partners.map((p) => p.id);
      const open =
        ids.length === 0
          ? []
          : await db
              .select({ id: opportunities.id, title: opportunities.title, partner: opportunities.partnerAccountId })
              .from(opportunities)
              .where(
                and(
                  inArray(opportunities.partnerAccountId, ids),
                  isNull(opportunities.removedAt),
                  gt(opportunities.deadline, new Date()),
                ),
              )
              .orderBy(asc(opportunities.deadline))
              .limit(500);
      return partners.map((partner) => ({
        ...partner,
        opportunities: open.filter((o) => o.partner === partner.id).map(({ id, title }) => ({ id, title })),
      }));
    },

    /** Sends a proposal with its documents (JPEG, PNG or PDF, read from the bytes); the partner is told. */
    async send(viewer: AuthContext, input: z.output<typeof proposalRequestSchema>) {
      const files = await Promise.all(
        input.documents.map(async (document, index) => {
          const bytes = Buffer.from(document.file, 'base64');
          const field = `documents.${index}`;
          if (bytes.length === 0)
            throw badRequest(PROPOSAL_MESSAGES.allRequired, { [field]: PROPOSAL_MESSAGES.allRequired });
          if (bytes.length > PROPOSAL_LIMITS.documentBytes) {
            throw new AppError('PAYLOAD_TOO_LARGE', PROPOSAL_MESSAGES.tooBig, { [field]: PROPOSAL_MESSAGES.tooBig });
          }
          const contentType = await detectDocumentType(bytes);
          if (!contentType) {
            throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROPOSAL_MESSAGES.badType, {
              [field]: PROPOSAL_MESSAGES.badType,
            });
          }
          return { name: documentName(document.name, contentType), contentType, bytes };
        }),
      );
      const [partner] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.id, input.host_id),
            eq(accounts.role, 'partner'),
            isNotNull(accounts.approvedAt),
            eq(accounts.isBlacklisted, false),
          ),
        );
      if (!partner) throw badRequest(PROPOSAL_MESSAGES.hostNotFound, { host_id: PROPOSAL_MESSAGES.hostNotFound });
      if (input.opportunity_id) {
        const [opportunity] = await db
          .select({ id: opportunities.id })
          .from(opportunities)
          .where(and(eq(opportunities.id, input.opportunity_id), eq(opportunities.partnerAccountId, partner.id)));
        if (!opportunity) {
          throw badRequest(PROPOSAL_MESSAGES.opportunityNotHosts, {
            opportunity_id: PROPOSAL_MESSAGES.opportunityNotHosts,
          });
        }
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(proposals)
          .values({
            senderAccountId: viewer.accountId,
            hostAccountId: partner.id,
            opportunityId: input.opportunity_id ?? null,
            title: input.title,
            coverLetter: input.cover_letter,
          })
          .returning({ id: proposals.id });
        if (!row) throw new Error('proposal not inserted');
        await tx.insert(proposalDocuments).values(
          files.map((file) => ({
            proposalId: row.id,
            name: file.name,
            contentType: file.contentType,
            size: file.bytes.length,
            bytes: file.bytes,
          })),
        );
        await notify(tx, {
          accountId: partner.id,
          kind: 'proposal_received',
          data: { title: input.title, proposal_id: row.id, link: `/proposaldetailsPage/${row.id}` },
        });
        return row.id;
      });
      return readable(id, viewer);
    },

    /** The viewer's sent or received proposals, newest first, searched, by page. */
    async list(viewer: AuthContext, query: z.output<typeof proposalQuerySchema>) {
      const { box, q, page, limit } = query;
      const where: SQL | undefined = and(
        box === 'received'
          ? eq(proposals.hostAccountId, viewer.accountId)
          : eq(proposals.senderAccountId, viewer.accountId),
        matches(proposals.searchVector, q),
      );
      const [rows, total] = await Promise.all([
        select()
          .where(where)
          .orderBy(...newestFirst(proposals.createdAt, proposals.id))
          .limit(limit)
          .offset(pageOffset(query)),
        countUpTo(db, db.select({ one: sql`1` }).from(proposals).where(where), countCap(query)),
      ]);
      return { ...pageInfo(page, limit, total.total, total.capped), data: rows.map(summary) };
    },

    /** A document of a proposal its sender or host reads. */
    async document(viewer: AuthContext, id: string, documentId: string) {
      await readable(id, viewer);
      const [document] = await db
        .select()
        .from(proposalDocuments)
        .where(and(eq(proposalDocuments.id, documentId), eq(proposalDocuments.proposalId, id)));
      if (!document) throw notFound(PROPOSAL_MESSAGES.notFound);
      return document;
    },

    /** The host approves or rejects a PENDING proposal; the sender is told. */
    async decide(viewer: AuthContext, id: string, decision: z.output<typeof proposalDecisionSchema>) {
      const current = await readable(id, viewer);
      if (!current.is_host) throw forbidden(PROPOSAL_MESSAGES.onlyHost);
      const { status, reason } = decision;
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(proposals)
          .set({ status, reason: reason || null, decidedAt: new Date() })
          .where(and(eq(proposals.id, current.id), eq(proposals.status, 'PENDING')))
          .returning({ id: proposals.id });
        if (moved.length === 0) throw conflict(PROPOSAL_MESSAGES.decided);
        await notify(tx, {
          accountId: current.sender.id,
          kind: 'proposal_decided',
          data: {
            title: current.title,
            decision: status.toLowerCase(),
            status,
            reason: reason || null,
            proposal_id: current.id,
            link: `/proposaldetailsPage/${current.id}`,
          },
        });
      });
      return readable(current.id, viewer);
    },
  };
}

export type ProposalsService = ReturnType<typeof proposalsService>;
