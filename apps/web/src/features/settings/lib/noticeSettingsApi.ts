import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

// Settings → Notifications: which notices come by email. The settings page is its only reader, so it lives here
// rather than with the bell's calls in the notifications feature.

export interface NoticeEmailSettings {
  email: Record<string, boolean>;
  daily_digest: boolean;
}

export const noticeSettingsKey = ['notifications', 'settings'] as const;

/** Which notices come by email, and whether as a daily digest. */
export function useNoticeEmailSettings() {
  return useQuery({
    queryKey: noticeSettingsKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<NoticeEmailSettings>('/api/prop/notifications/settings', { signal })).data,
  });
}

export function saveNoticeEmailSettings(change: Partial<NoticeEmailSettings>) {
  return apiFetch<NoticeEmailSettings>('/api/prop/notifications/settings', { method: 'PUT', json: change });
}
