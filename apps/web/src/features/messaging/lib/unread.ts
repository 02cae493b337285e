import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { messagingKeys } from './keys';

/*
 * The one piece of messaging in the first download: the unread total the top bar and the sidebar show. The live
 * stream that keeps it current (lib/live.ts, with its parser) loads after the page, through LiveConnection.
 */

/** The member's unread message total (kept current by the live stream); idle when signed out. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.unread,
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ count: number }>('/api/prop/conversations/unread', { signal })).data.count,
  });
}
