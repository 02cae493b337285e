import { z } from 'zod';
import { envelope } from '../api/envelope';
import { MODERATION_MESSAGES, REPORT_LIMITS, REPORT_STATUSES, REPORT_TARGET_TYPES } from './constants';

export {
  MODERATION_MESSAGES,
  REPORT_LIMITS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  REPORTER_ROLES,
  type ReportStatus,
  type ReportTargetType,
} from './constants';

const reasonField = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: MODERATION_MESSAGES.reasonRequired })
  .min(REPORT_LIMITS.reasonMin, { error: MODERATION_MESSAGES.reasonTooShort })
  .max(REPORT_LIMITS.reasonMax, { error: MODERATION_MESSAGES.reasonTooLong });

/** POST /prop/reports. */
export const reportRequestSchema = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MESSAGES.targetTypeInvalid }),
  target_id: z.uuid({ error: MODERATION_MESSAGES.targetIdInvalid }),
  reason: reasonField,
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** POST /prop/admin-reports/{id}/remove: the reason the author is told. */
export const removeContentRequestSchema = z.object({ reason: reasonField });
export type RemoveContentRequest = z.infer<typeof removeContentRequestSchema>;

/** POST /prop/admin-reports/{id}/dismiss: an optional note kept in the audit log (the body itself may be left out). */
export const dismissReportRequestSchema = z
  .object({
    note: z.string().trim().max(REPORT_LIMITS.reasonMax, { error: MODERATION_MESSAGES.reasonTooLong }).optional(),
  })
  .nullish();
export type DismissReportRequest = z.input<typeof dismissReportRequestSchema>;

export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(REPORT_LIMITS.pageSize),
});

/** What was reported, as the queue shows it (null when the content no longer exists). */
export const reportTargetSummarySchema = z.object({
  title: z.string(),
  excerpt: z.string().nullable(),
  /** Where an admin can look at it in the web app. */
  link: z.string().nullable(),
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  removed: z.boolean(),
});
export type ReportTargetSummary = z.infer<typeof reportTargetSummarySchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  reporter: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  /** Open reports on the same target, this one included. */
  target_report_count: z.number().int(),
  target: reportTargetSummarySchema.nullable(),
  /** Whether 'remove' is available for this target type (not for profiles, nor for types not built yet). */
  can_remove: z.boolean(),
  resolution: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsResponseSchema = envelope(
  z.object({
    items: z.array(adminReportSchema),
    /** Counted no further than a cap (decision 0026): `total_capped` when there are more. */
    total: z.number().int(),
    total_capped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type AdminReportsPage = z.infer<typeof adminReportsResponseSchema>['data'];

export const reportCreatedResponseSchema = envelope(z.object({ id: z.string(), status: z.enum(REPORT_STATUSES) }));
export type ReportCreated = z.infer<typeof reportCreatedResponseSchema>['data'];
export const reportResolvedResponseSchema = envelope(
  z.object({ status: z.enum(REPORT_STATUSES), resolved_reports: z.number().int() }),
);
export type ReportResolved = z.infer<typeof reportResolvedResponseSchema>['data'];

/** GET /prop/admin-reports/{id}/messages: the private messages a report lets an admin read, oldest first. */
export const adminReportedMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  sender_id: z.string(),
  sender_name: z.string().nullable(),
  body: z.string(),
  image_url: z.string().nullable(),
  document_name: z.string().nullable(),
  removed: z.boolean(),
  created_at: z.string(),
});
export type AdminReportedMessage = z.infer<typeof adminReportedMessageSchema>;
export const adminReportedMessagesResponseSchema = envelope(z.array(adminReportedMessageSchema));
