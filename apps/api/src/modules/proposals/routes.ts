import {
  firstWords,
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  type ProposalDetail,
  type ProposalSummary,
  proposalDecisionSchema,
  proposalHostsResponseSchema,
  proposalListResponseSchema,
  proposalQuerySchema,
  proposalRequestSchema,
  proposalResponseSchema,
} from '@creative-ng/shared';
import { aliasedTable, and, asc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { countUpTo, newestFirst } from '../../db/lists';
import { accounts, opportunities, proposalDocuments, proposals } from '../../db/schema/index';
import { matches } from '../../db/search';
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import type { AuthContext } from '../../http/auth-context';
import { detectDocumentType, documentName } from '../../http/documents';
import { sendDocument } from '../../http/download';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { countCap, pageInfo, pageOffset } from '../../http/pagination';
import { notify } from '../notifications/service';

const SENDERS = { roles: ['user', 'business'] as const };
const PARTIES = { roles: ['user', 'business', 'partner'] as const };
const tags = ['proposals'];
const proposalId = z.object({ id: z.uuid({ error: PROPOSAL_MESSAGES.notFound }) });

/** Proposals from creatives and businesses to approved partners. */
export const proposalRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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

  const answered = answeredRoutes(app, { tags, config: PARTIES });
  answered.get('/prop/proposal-hosts', {
    config: SENDERS,
    summary: 'Approved partners a proposal can be sent to, with their open opportunities',
    // id: only that partner (the form opened from a partner's profile or an opportunity, prefilled with it).
    querystring: z.object({ q: z.string().trim().max(100).optional(), id: z.uuid().optional() }),
    response: proposalHostsResponseSchema,
    message: 'Hosts',
    data: async (request) => {
      const partners = await db
        .select({ id: accounts.id, name: accounts.displayName })
        .from(accounts)
        .where(
          and(
            // Written as the predicate of accounts_hosts_idx, which gives approved partners by name.
            sql`${accounts.role} = 'partner' and ${accounts.approvedAt} is not null and ${accounts.isBlacklisted} = false`,
            request.query.q
              ? ilike(accounts.displayName, `%${request.query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
              : undefined,
            request.query.id ? eq(accounts.id, request.query.id) : undefined,
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
  });

  answered.post('/prop/proposals', {
    config: SENDERS,
    bodyLimit: PROPOSAL_LIMITS.documents * Math.ceil((PROPOSAL_LIMITS.documentBytes * 4) / 3) + 64 * 1024,
    summary:
      'Send a proposal to an approved partner: host_id, optional opportunity_id, title, cover_letter, documents [{ name, file (base64) }] — JPEG, PNG or PDF, 2 MB each',
    body: proposalRequestSchema,
    response: proposalResponseSchema,
    status: 201,
    message: PROPOSAL_MESSAGES.sent,
    data: async (request) => {
      const viewer = signedIn(request.auth);
      const input = request.body;
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
  });

  answered.get('/prop/proposals', {
    summary: 'Your proposals in data.data: box=sent (you sent them) or received (you are the host); search q; 3 a page',
    querystring: proposalQuerySchema,
    response: proposalListResponseSchema,
    message: 'Proposals',
    data: async (request) => {
      const viewer = signedIn(request.auth);
      const { box, q, page, limit } = request.query;
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
          .offset(pageOffset(request.query)),
        countUpTo(db, db.select({ one: sql`1` }).from(proposals).where(where), countCap(request.query)),
      ]);
      return { ...pageInfo(page, limit, total.total, total.capped), data: rows.map(summary) };
    },
  });

  answered.get('/prop/proposals/:id', {
    summary: 'One proposal (its sender and host only)',
    params: proposalId,
    response: proposalResponseSchema,
    message: 'Proposal',
    data: (request) => readable(request.params.id, signedIn(request.auth)),
  });

  app.get(
    '/prop/proposals/:id/documents/:documentId',
    {
      config: PARTIES,
      schema: {
        tags,
        summary: 'Download a document of a proposal, as an attachment (its sender and host only)',
        params: proposalId.extend({ documentId: z.uuid({ error: PROPOSAL_MESSAGES.notFound }) }),
      },
    },
    async (request, reply) => {
      await readable(request.params.id, signedIn(request.auth));
      const [document] = await db
        .select()
        .from(proposalDocuments)
        .where(
          and(eq(proposalDocuments.id, request.params.documentId), eq(proposalDocuments.proposalId, request.params.id)),
        );
      if (!document) throw notFound(PROPOSAL_MESSAGES.notFound);
      return sendDocument(reply, document);
    },
  );

  answered.patch('/prop/proposals/:id/status', {
    summary: 'The host approves or rejects a PENDING proposal, with an optional reason; the sender is told',
    params: proposalId,
    body: proposalDecisionSchema,
    response: proposalResponseSchema,
    message: 'Proposal',
    data: async (request) => {
      const viewer = signedIn(request.auth);
      const current = await readable(request.params.id, viewer);
      if (!current.is_host) throw forbidden(PROPOSAL_MESSAGES.onlyHost);
      const { status, reason } = request.body;
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
  });
};
