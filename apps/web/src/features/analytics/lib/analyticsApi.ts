import type { AdminAnalytics } from '@creative-ng/shared/analytics/index';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /api/prop/admin-analytics (admin). The numbers move slowly: kept for a minute. */
export function useAdminAnalytics() {
  return useQuery({
    queryKey: ['analytics', 'admin'] as const,
    queryFn: async ({ signal }) => (await apiFetch<AdminAnalytics>('/api/prop/admin-analytics', { signal })).data,
    staleTime: 60_000,
  });
}
