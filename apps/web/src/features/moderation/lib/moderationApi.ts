import type {
  AdminReportsPage,
  DismissReportRequest,
  RemoveContentRequest,
  ReportResolved,
  ReportStatus,
} from '@creative-ng/shared/moderation/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/* The admin's moderation calls: the report queue, remove and dismiss (members report through components/report). */

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportStatus, page: number) => ['moderation', 'queue', status, page] as const,
};

export function useAdminReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: moderationKeys.queue(status, page),
    queryFn: async ({ signal }) =>
      (await apiFetch<AdminReportsPage>(`/api/prop/admin-reports?status=${status}&page=${page}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export async function removeReported(reportId: string, reason: string) {
  const body: RemoveContentRequest = { reason };
  return apiFetch<ReportResolved>(`/api/prop/admin-reports/${encodeURIComponent(reportId)}/remove`, {
    method: 'POST',
    json: body,
  });
}

export async function dismissReport(reportId: string, note: string) {
  const body: DismissReportRequest = note.trim() ? { note: note.trim() } : {};
  return apiFetch<ReportResolved>(`/api/prop/admin-reports/${encodeURIComponent(reportId)}/dismiss`, {
    method: 'POST',
    json: body,
  });
}
