import type { DirectoryList, DirectoryResponse } from '@creative-ng/shared/directory/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { pageFrom } from '../../../lib/urlState';

/** What the page asks for: from the URL (?tab=&q=&state=&sector=&page=). */
export interface DirectoryParams {
  tab: DirectoryList;
  q: string;
  state: string;
  sector: string;
  page: number;
}

export const DIRECTORY_TABS: readonly DirectoryList[] = ['creatives', 'business', 'partners'];

export const DIRECTORY_DEFAULTS: DirectoryParams = { tab: 'creatives', q: '', state: '', sector: '', page: 1 };

export function paramsFromSearch(search: URLSearchParams): DirectoryParams {
  const tab = search.get('tab');
  return {
    tab: DIRECTORY_TABS.includes(tab as DirectoryList) ? (tab as DirectoryList) : 'creatives',
    q: search.get('q') ?? '',
    state: search.get('state') ?? '',
    sector: search.get('sector') ?? '',
    page: pageFrom(search),
  };
}

/** The query string of a directory request: only what is set. */
export function directoryQuery(params: DirectoryParams): string {
  const query = new URLSearchParams({ tab: params.tab, page: String(params.page) });
  if (params.q.trim()) query.set('q', params.q.trim());
  // Partners have no state or sector.
  if (params.tab !== 'partners') {
    if (params.state) query.set('state', params.state);
    if (params.sector) query.set('sector', params.sector);
  }
  return query.toString();
}

/** GET /api/prop/public/directory: one page of the chosen list and every list's count. */
export function useDirectory(params: DirectoryParams) {
  const query = directoryQuery(params);
  return useQuery({
    queryKey: ['directory', query],
    queryFn: async ({ signal }) =>
      (await apiFetch<DirectoryResponse>(`/api/prop/public/directory?${query}`, { signal, redirectOn401: false })).data,
    // Keep the page on screen while the next page of the same tab loads; another tab starts from its skeleton.
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[1] ?? '').startsWith(`tab=${params.tab}&`)
        ? keepPreviousData(previous)
        : undefined,
    staleTime: 30_000,
  });
}
