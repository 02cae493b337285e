import { z } from 'zod';
import type { MessageGroup } from '../i18n/codes';
import { NOTICE_KIND_NAMES, type NoticeKind } from './kinds';

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});

/** Email choices: one switch per kind, and whether emails come as one daily digest instead of hourly groups. */
export const noticeEmailSettingsSchema = z.object({
  email: z.record(z.enum(NOTICE_KIND_NAMES as [NoticeKind, ...NoticeKind[]]), z.boolean()),
  daily_digest: z.boolean(),
});
export type NoticeEmailSettings = z.infer<typeof noticeEmailSettingsSchema>;

/** A change: any subset of kinds, and/or the digest switch. Unknown kinds are refused. */
export const noticeEmailSettingsUpdateSchema = z
  .object({
    email: z.partialRecord(z.enum(NOTICE_KIND_NAMES as [NoticeKind, ...NoticeKind[]]), z.boolean()).optional(),
    daily_digest: z.boolean().optional(),
  })
  .strict();
export type NoticeEmailSettingsUpdate = z.input<typeof noticeEmailSettingsUpdateSchema>;

export const NOTIFICATION_MESSAGES = {
  read: 'notification.read',
  settingsSaved: 'notification.settingsSaved',
  notFound: 'notification.notFound',
} as const satisfies MessageGroup;
