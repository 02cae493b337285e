import { PROPOSAL_LIMITS, type ProposalHost, type ProposalRequest } from '@creative-ng/shared/proposals/index';

/*
 * The proposal form's pure parts: its values under the shared schema's names, the draft kept on the device and
 * the check of chosen files before they are read. Kept free of zod: the schema loads with the form's first check.
 */

/** The form's values: documents are read (base64) as they are chosen, so the schema checks what is sent. */
export type ProposalValues = {
  host_id: string;
  opportunity_id: string;
  title: string;
  cover_letter: string;
  documents: ProposalRequest['documents'];
};

export const PROPOSAL_FIELDS = ['host_id', 'opportunity_id', 'title', 'cover_letter', 'documents'] as const;

/** The text of an unfinished proposal, kept on the device (documents are not: they are sent only as a whole). */
export type ProposalDraft = Omit<ProposalValues, 'documents'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where the form starts: the partner (and opportunity) it was opened for, else the kept draft. */
export function proposalStart(
  draft: Partial<ProposalDraft> | null,
  hostId: string,
  opportunityId: string,
): ProposalValues {
  return {
    host_id: hostId || text(draft?.host_id),
    opportunity_id: hostId ? opportunityId : text(draft?.opportunity_id),
    title: text(draft?.title),
    cover_letter: text(draft?.cover_letter),
    documents: [],
  };
}

/** What the schema reads: no particular opportunity is null. */
export const proposalInput = (values: ProposalValues) => ({ ...values, opportunity_id: values.opportunity_id || null });

const ACCEPTED = new Map([
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
]);

/** True for a .pdf, .png or .jpg/.jpeg file (the server reads the real type from the bytes). */
export function acceptedDocument(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = ACCEPTED.get(extension);
  return Boolean(mime) && (file.type === '' || file.type === mime);
}

/** Why chosen files cannot be added ('badType', 'tooBig', 'tooMany'), or null. */
export function documentProblem(chosen: readonly File[], have: number): 'badType' | 'tooBig' | 'tooMany' | null {
  if (chosen.some((file) => !acceptedDocument(file))) return 'badType';
  if (chosen.some((file) => file.size > PROPOSAL_LIMITS.documentBytes)) return 'tooBig';
  return have + chosen.length > PROPOSAL_LIMITS.documents ? 'tooMany' : null;
}

/** A kept partner (or opportunity) no longer on offer is dropped rather than sent: the values to set, or null. */
export function staleChoice(
  hosts: readonly ProposalHost[] | undefined,
  values: Pick<ProposalValues, 'host_id' | 'opportunity_id'>,
): Pick<ProposalValues, 'host_id' | 'opportunity_id'> | null {
  if (!hosts || !values.host_id) return null;
  const kept = hosts.find((host) => host.id === values.host_id);
  if (!kept) return { host_id: '', opportunity_id: '' };
  if (values.opportunity_id && !kept.opportunities.some((item) => item.id === values.opportunity_id)) {
    return { host_id: values.host_id, opportunity_id: '' };
  }
  return null;
}
