import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import { envelope, pageInfoSchema } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { PAGE_SIZES } from '../reference/constants';
import { PROPOSAL_STATUSES } from '../reference/options';

/*
 * Proposals: a creative or business sends a partner (the host) a proposal with documents, optionally
 * in answer to one of the partner's opportunities; the host approves or rejects it with an optional reason.
 */

export const PROPOSAL_MESSAGES = {
  allRequired: 'proposal.allRequired',
  sent: 'proposal.sent',
  sendFailed: 'proposal.sendFailed',
  notFound: 'proposal.notFound',
  badType: 'proposal.badType',
  tooBig: 'proposal.tooBig',
  tooMany: 'proposal.tooMany',
  hostNotFound: 'proposal.hostNotFound',
  opportunityNotHosts: 'proposal.opportunityNotHosts',
  decided: 'proposal.decided',
  onlyHost: 'proposal.onlyHost',
  noProposals: 'proposal.noProposals',
} as const satisfies MessageGroup;

export const PROPOSAL_LIMITS = {
  title: 150,
  coverLetter: 5000,
  reason: 1000,
  documents: 3,
  documentBytes: 2 * 1024 * 1024,
} as const;

export const PROPOSAL_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const required = PROPOSAL_MESSAGES.allRequired;
const requiredString = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: FIELD_MESSAGES.tooLong });

/** POST /prop/proposals: host, title, cover letter and at least one document (base64 without a data: prefix). */
export const proposalRequestSchema = z.object({
  host_id: z.uuid({ error: PROPOSAL_MESSAGES.hostNotFound }),
  opportunity_id: z.uuid().nullish(),
  title: requiredString(PROPOSAL_LIMITS.title),
  cover_letter: requiredString(PROPOSAL_LIMITS.coverLetter),
  documents: z
    .array(
      z.object({
        name: requiredString(200),
        file: z
          .string({ error: required })
          .min(1, { error: required })
          .max(Math.ceil((PROPOSAL_LIMITS.documentBytes * 4) / 3) + 8, { error: PROPOSAL_MESSAGES.tooBig }),
      }),
      { error: required },
    )
    .min(1, { error: required })
    .max(PROPOSAL_LIMITS.documents, { error: PROPOSAL_MESSAGES.tooMany }),
});
export type ProposalRequest = z.infer<typeof proposalRequestSchema>;

export const proposalDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  reason: z.string().trim().max(PROPOSAL_LIMITS.reason, { error: FIELD_MESSAGES.tooLong }).optional(),
});
export type ProposalDecisionRequest = z.input<typeof proposalDecisionSchema>;

export const proposalQuerySchema = z.object({
  box: z.enum(['sent', 'received']).default('sent'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.proposals),
});

const party = z.object({ id: z.uuid(), name: z.string() });

export const proposalSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The first 8 words of the cover letter. */
  excerpt: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  host: party,
  sender: party,
  created_at: z.string(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

export const proposalDetailSchema = proposalSummarySchema.extend({
  cover_letter: z.string(),
  reason: z.string().nullable(),
  opportunity: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  documents: z.array(z.object({ id: z.uuid(), name: z.string(), content_type: z.string(), size: z.number().int() })),
  /** The viewer is the host (may decide while PENDING). */
  is_host: z.boolean(),
  decided_at: z.string().nullable(),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

export const proposalListResponseSchema = envelope(pageInfoSchema.extend({ data: z.array(proposalSummarySchema) }));
export type ProposalListResponse = z.infer<typeof proposalListResponseSchema>;
export const proposalResponseSchema = envelope(proposalDetailSchema);

export const proposalHostSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  opportunities: z.array(z.object({ id: z.uuid(), title: z.string() })),
});
export const proposalHostsResponseSchema = envelope(z.array(proposalHostSchema));
export type ProposalHost = z.infer<typeof proposalHostSchema>;

/** The first n words of a text, with '…' when there is more. */
export function firstWords(text: string, n = 8): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > n ? `${words.slice(0, n).join(' ')}…` : words.join(' ');
}
