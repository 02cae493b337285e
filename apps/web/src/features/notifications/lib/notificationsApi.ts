import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** One in-app notice as GET /api/prop/notifications answers it. */
export interface Notice {
  id: string;
  kind: string;
  data: Readonly<Record<string, unknown>>;
  read: boolean;
  created_at: string;
}

export interface NoticeList {
  items: Notice[];
  unread: number;
  /** Counting stopped at `unread`: there are more. */
  unread_capped: boolean;
}

export const notificationKeys = { list: ['notifications'] as const };

/** How many notices the bell shows; older ones are not needed on a phone. */
const LIST_SIZE = 20;
/** New notices are looked for every two minutes while the page is open (never in a background tab). */
const POLL_MS = 120_000;

/** The signed-in account's newest notices and unread count; idle when signed out. */
export function useNotifications(signedIn: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    enabled: signedIn,
    staleTime: 60_000,
    refetchInterval: POLL_MS,
    queryFn: async ({ signal }) =>
      (await apiFetch<NoticeList>(`/api/prop/notifications?limit=${LIST_SIZE}`, { signal })).data,
  });
}

/** Marks every notice as read once they have been shown. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/prop/notifications/read', { method: 'POST' }),
    onSuccess: () => {
      client.setQueryData<NoticeList>(notificationKeys.list, (list) =>
        list ? { unread: 0, unread_capped: false, items: list.items.map((n) => ({ ...n, read: true })) } : list,
      );
    },
  });
}
