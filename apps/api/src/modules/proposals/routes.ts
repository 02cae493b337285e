import {
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  proposalDecisionSchema,
  proposalHostsResponseSchema,
  proposalListResponseSchema,
  proposalQuerySchema,
  proposalRequestSchema,
  proposalResponseSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { sendDocument } from '../../http/download';
import type { ProposalsService } from './service';

const SENDERS = { roles: ['user', 'business'] as const };
const PARTIES = { roles: ['user', 'business', 'partner'] as const };
const tags = ['proposals'];
const proposalId = z.object({ id: z.uuid({ error: PROPOSAL_MESSAGES.notFound }) });

/** Proposals from creatives and businesses to approved partners. */
export const proposalRoutes: FastifyPluginAsyncZod<{ service: ProposalsService }> = async (app, { service }) => {
  const answered = answeredRoutes(app, { tags, config: PARTIES });
  answered.get('/prop/proposal-hosts', {
    config: SENDERS,
    summary: 'Approved partners a proposal can be sent to, with their open opportunities',
    // id: only that partner (the form opened from a partner's profile or an opportunity, prefilled with it).
    querystring: z.object({ q: z.string().trim().max(100).optional(), id: z.uuid().optional() }),
    response: proposalHostsResponseSchema,
    message: 'Hosts',
    data: (request) => service.hosts(request.query),
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
    data: (request) => service.send(signedIn(request.auth), request.body),
  });

  answered.get('/prop/proposals', {
    summary: 'Your proposals in data.data: box=sent (you sent them) or received (you are the host); search q; 3 a page',
    querystring: proposalQuerySchema,
    response: proposalListResponseSchema,
    message: 'Proposals',
    data: (request) => service.list(signedIn(request.auth), request.query),
  });

  answered.get('/prop/proposals/:id', {
    summary: 'One proposal (its sender and host only)',
    params: proposalId,
    response: proposalResponseSchema,
    message: 'Proposal',
    data: (request) => service.readable(request.params.id, signedIn(request.auth)),
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
      const { id, documentId } = request.params;
      const document = await service.document(signedIn(request.auth), id, documentId);
      return sendDocument(reply, document);
    },
  );

  answered.patch('/prop/proposals/:id/status', {
    summary: 'The host approves or rejects a PENDING proposal, with an optional reason; the sender is told',
    params: proposalId,
    body: proposalDecisionSchema,
    response: proposalResponseSchema,
    message: 'Proposal',
    data: (request) => service.decide(signedIn(request.auth), request.params.id, request.body),
  });
};
