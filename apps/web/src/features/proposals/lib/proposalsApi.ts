import type {
  ProposalDecisionRequest,
  ProposalDetail,
  ProposalHost,
  ProposalRequest,
  ProposalSummary,
} from '@creative-ng/shared/proposals/index';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { type DownloadedFile, downloadWithToken } from '../../../lib/download';
import { pagedAt } from '../../../lib/listingApi';
import { useViewer } from '../../../lib/session';

export type { ProposalDetail, ProposalHost, ProposalSummary };

export const proposalKeys = {
  all: ['proposals'] as const,
  list: (viewer: string, params: string) => ['proposals', viewer, 'list', params] as const,
  one: (viewer: string, id: string) => ['proposals', viewer, 'one', id] as const,
  hosts: (viewer: string, wanted: string) => ['proposals', viewer, 'hosts', wanted] as const,
};

export const refreshProposals = (client: QueryClient) => client.invalidateQueries({ queryKey: proposalKeys.all });

export function useProposals(query: URLSearchParams) {
  const viewer = useViewer('account');
  const text = query.toString();
  return useQuery({
    queryKey: proposalKeys.list(viewer, text),
    queryFn: ({ signal }) => pagedAt<ProposalSummary>(`/api/prop/proposals?${text}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProposal(id: string | undefined) {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: proposalKeys.one(viewer, id ?? ''),
    queryFn: async ({ signal }) => (await apiFetch<ProposalDetail>(`/api/prop/proposals/${id}`, { signal })).data,
    enabled: Boolean(id),
    retry: false,
  });
}

/**
 * The partners a proposal can go to (the first 50 by name); `wanted` (a partner the form was opened for, from its
 * profile or an opportunity) is added when it is not among them.
 */
export function useHosts(enabled: boolean, wanted = '') {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: proposalKeys.hosts(viewer, wanted),
    queryFn: async ({ signal }) => {
      const hosts = (await apiFetch<ProposalHost[]>('/api/prop/proposal-hosts', { signal })).data;
      if (!wanted || hosts.some((host) => host.id === wanted)) return hosts;
      const extra = (
        await apiFetch<ProposalHost[]>(`/api/prop/proposal-hosts?id=${encodeURIComponent(wanted)}`, { signal })
      ).data;
      return [...extra, ...hosts];
    },
    enabled,
  });
}

export const sendProposal = async (body: ProposalRequest) =>
  (await apiFetch<ProposalDetail>('/api/prop/proposals', { method: 'POST', json: body })).data;

export async function decideProposal(id: string, status: ProposalDecisionRequest['status'], reason: string) {
  const body: ProposalDecisionRequest = reason.trim() ? { status, reason: reason.trim() } : { status };
  return (await apiFetch<ProposalDetail>(`/api/prop/proposals/${id}/status`, { method: 'PATCH', json: body })).data;
}

/** Downloads a document as an attachment (the call needs the sign-in header, so a plain link cannot). */
export function downloadDocument(proposalId: string, document: { id: string; name: string }): Promise<DownloadedFile> {
  return downloadWithToken(`/api/prop/proposals/${proposalId}/documents/${document.id}`, document.name);
}
