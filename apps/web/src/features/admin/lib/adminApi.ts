import { ADMIN_LIST_PATHS } from '@creative-ng/shared/directory/constants';
import type {
  AdminListResponse,
  AdminRow,
  AuditResponse,
  BlacklistBody,
  DeleteBody,
  DirectoryList,
  DirectoryStatus,
} from '@creative-ng/shared/directory/index';
import { DIRECTORY_STATUSES } from '@creative-ng/shared/reference/options';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { downloadWithToken } from '../../../lib/download';
import { pageFrom } from '../../../lib/urlState';

/*
 * The admin calls: GET /prop/admin-creative|admin-business|admin-partner, their .csv, approve,
 * blacklist, delete; GET /prop/admin-audit.
 */

export interface AdminListParams {
  /** The list, as the URL's `tab`. */
  tab: DirectoryList;
  q: string;
  status: DirectoryStatus | '';
  page: number;
}

export const ADMIN_TABS: readonly DirectoryList[] = ['creatives', 'business', 'partners'];

export const ADMIN_LIST_DEFAULTS: AdminListParams = { tab: 'creatives', q: '', status: '', page: 1 };

/** The admin directory's state from the URL (?tab=&q=&status=&page=), with safe defaults. */
export function adminParamsFrom(search: URLSearchParams): AdminListParams {
  const tab = search.get('tab');
  const status = search.get('status');
  return {
    tab: ADMIN_TABS.includes(tab as DirectoryList) ? (tab as DirectoryList) : 'creatives',
    q: search.get('q') ?? '',
    status: DIRECTORY_STATUSES.includes(status as DirectoryStatus) ? (status as DirectoryStatus) : '',
    page: pageFrom(search),
  };
}

/** The list of an account type ('creative' | 'business' | 'partner', as on rows and profiles). */
export const LIST_OF_TYPE = { creative: 'creatives', business: 'business', partner: 'partners' } as const;

export function listPath(list: DirectoryList): string {
  return `/api/prop/admin-${ADMIN_LIST_PATHS[list]}`;
}

export function listQuery(params: Omit<AdminListParams, 'tab'>): string {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.status) query.set('status', params.status);
  return query.toString();
}

export const adminKeys = {
  all: ['admin'] as const,
  list: (params: AdminListParams) => ['admin', 'list', params.tab, listQuery(params)] as const,
  audit: (page: number, subject: string) => ['admin', 'audit', page, subject] as const,
};

/** One page of an admin list, with its total and each tab's count. */
export function useAdminList(params: AdminListParams) {
  return useQuery({
    queryKey: adminKeys.list(params),
    queryFn: async ({ signal }) =>
      (await apiFetch<AdminRow[]>(`${listPath(params.tab)}?${listQuery(params)}`, {
        signal,
      })) as unknown as AdminListResponse,
    // Keep the page on screen while the next page of the same list loads; never show another list's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === params.tab ? keepPreviousData(previous) : undefined,
  });
}

export async function approvePartner(id: string) {
  return apiFetch<AdminRow | null>(`/api/prop/admin-partner/${encodeURIComponent(id)}/approve`, { method: 'PATCH' });
}

export async function setBlacklisted(list: DirectoryList, id: string, blacklisted: boolean, reason?: string) {
  return apiFetch<AdminRow | null>(`${listPath(list)}/${encodeURIComponent(id)}/blacklist`, {
    method: 'PATCH',
    json: (reason ? { blacklisted, reason } : { blacklisted }) satisfies BlacklistBody,
  });
}

export async function deleteAccount(list: DirectoryList, id: string, reason?: string) {
  return apiFetch<null>(`${listPath(list)}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    ...(reason ? { json: { reason } satisfies DeleteBody } : {}),
  });
}

/** After any admin action: every admin list, count and the audit log are out of date. */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

/**
 * Downloads the CSV of a list for the current search and status (all pages). The token goes in the header,
 * so the file is fetched and handed to the browser as a download.
 */
export async function downloadCsv(params: AdminListParams): Promise<void> {
  const query = new URLSearchParams(listQuery({ ...params, page: 1 }));
  query.delete('page');
  await downloadWithToken(`${listPath(params.tab)}.csv?${query}`, `${params.tab}.csv`);
}

/** A page of the audit log, newest first; only one account's rows with `subject`. */
export function useAuditLog(page: number, subject = '') {
  const query = new URLSearchParams({ page: String(page) });
  if (subject) query.set('subject', subject);
  return useQuery({
    queryKey: adminKeys.audit(page, subject),
    queryFn: async ({ signal }) =>
      (await apiFetch<AuditResponse['data']>(`/api/prop/admin-audit?${query}`, {
        signal,
      })) as unknown as AuditResponse,
    placeholderData: keepPreviousData,
  });
}
