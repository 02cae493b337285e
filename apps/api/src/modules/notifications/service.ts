import {
  isNoticeKind,
  LIST_COUNT_CAP,
  NOTICE_KINDS,
  NOTIFICATION_MESSAGES,
  type noticeEmailSettingsUpdateSchema,
} from '@creative-ng/shared';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countUpTo, newestFirst } from '../../db/lists';
import { notificationEmailSettings, notifications } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { emailSettingsOf, saveEmailSettings } from './settings';

export interface Notice {
  accountId: string;
  /** What happened, e.g. 'post_liked', 'partner_approved', 'content_removed'. */
  kind: string;
  /** What the web app needs to word and link the notice (ids, titles, names). */
  data?: Record<string, unknown>;
  /**
   * With `withinMs`: skip the notice when the account already had one with this key in that window
   * (e.g. `post_liked:{postId}` within an hour).
   */
  dedupeKey?: string;
  withinMs?: number;
}

/**
 * Records an in-app notice. Pass the transaction of the change it reports, so both commit or neither.
 * Returns false when a recent notice with the same key made this one unnecessary.
 */
export async function notify(db: Database, notice: Notice): Promise<boolean> {
  if (notice.dedupeKey && notice.withinMs) {
    const since = new Date(Date.now() - notice.withinMs);
    const [recent] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, notice.accountId),
          eq(notifications.dedupeKey, notice.dedupeKey),
          gt(notifications.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return false;
  }
  await db.insert(notifications).values({
    accountId: notice.accountId,
    kind: notice.kind,
    data: notice.data ?? {},
    dedupeKey: notice.dedupeKey ?? null,
    emailPending: await wantsEmail(db, notice.accountId, notice.kind),
  });
  return true;
}

/** The person's choice for this kind, else the kind's default (unknown kinds never email). */
async function wantsEmail(db: Database, accountId: string, kind: string): Promise<boolean> {
  if (!isNoticeKind(kind)) return false;
  const [choice] = await db
    .select({ email: notificationEmailSettings.email })
    .from(notificationEmailSettings)
    .where(and(eq(notificationEmailSettings.accountId, accountId), eq(notificationEmailSettings.kind, kind)));
  return choice?.email ?? NOTICE_KINDS[kind].emailByDefault;
}

export interface NotificationRow {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  read: boolean;
  created_at: string;
}

/** The newest notices of one account (newest first) and how many are unread. */
export async function listNotifications(
  db: Database,
  accountId: string,
  limit: number,
): Promise<{ items: NotificationRow[]; unread: number; unread_capped: boolean }> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(...newestFirst(notifications.createdAt, notifications.id))
      .limit(limit),
    // Counted no further than LIST_COUNT_CAP: the bell says '9+' from ten anyway (decision 0026).
    countUpTo(
      db,
      db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt))),
      LIST_COUNT_CAP,
    ),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      data: row.data,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    unread: unread.total,
    unread_capped: unread.capped,
  };
}

/** Marks one of the account's notices as read; false when it has no such notice (someone else's, or none). */
export async function markRead(db: Database, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notice of the account as read. */
export async function markAllRead(db: Database, accountId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
}

/**
 * Marks the account's notices with this key read and no longer to be emailed: what they announced has been seen
 * in the app (e.g. a conversation read), so an email would only repeat it.
 */
export async function settleNotices(db: Database, accountId: string, dedupeKey: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, emailPending: false })
    .where(
      and(
        eq(notifications.accountId, accountId),
        eq(notifications.dedupeKey, dedupeKey),
        or(isNull(notifications.readAt), eq(notifications.emailPending, true)),
      ),
    );
}

/** A member's own notices and email choices, as their routes serve them. */
export function noticesService(db: Database) {
  return {
    list: (accountId: string, limit: number) => listNotifications(db, accountId, limit),
    markAllRead: (accountId: string) => markAllRead(db, accountId),
    /** 404 unless the notice is the member's own. */
    async markRead(accountId: string, id: string): Promise<void> {
      if (!(await markRead(db, accountId, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
    },
    emailSettings: (accountId: string) => emailSettingsOf(db, accountId),
    saveEmailSettings: (accountId: string, change: z.infer<typeof noticeEmailSettingsUpdateSchema>) =>
      saveEmailSettings(db, accountId, change),
  };
}
export type NoticesService = ReturnType<typeof noticesService>;
