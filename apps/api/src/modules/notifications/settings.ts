import {
  NOTICE_KIND_NAMES,
  NOTICE_KINDS,
  type NoticeEmailSettings,
  type NoticeKind,
  type noticeEmailSettingsUpdateSchema,
} from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notificationDelivery, notificationEmailSettings } from '../../db/schema/index';

/** The person's email choice for every kind (defaults filled in) and the digest switch. */
export async function emailSettingsOf(db: Database, accountId: string): Promise<NoticeEmailSettings> {
  const chosen = await db
    .select()
    .from(notificationEmailSettings)
    .where(eq(notificationEmailSettings.accountId, accountId));
  const byKind = new Map(chosen.map((row) => [row.kind, row.email]));
  const email = Object.fromEntries(
    NOTICE_KIND_NAMES.map((kind) => [kind, byKind.get(kind) ?? NOTICE_KINDS[kind].emailByDefault]),
  ) as Record<NoticeKind, boolean>;
  const [delivery] = await db
    .select({ dailyDigest: notificationDelivery.dailyDigest })
    .from(notificationDelivery)
    .where(eq(notificationDelivery.accountId, accountId));
  return { email, daily_digest: delivery?.dailyDigest ?? false };
}

/** Saves the choices sent (others stay as they were), in one transaction. */
export async function saveEmailSettings(
  db: Database,
  accountId: string,
  change: z.infer<typeof noticeEmailSettingsUpdateSchema>,
): Promise<NoticeEmailSettings> {
  await db.transaction(async (tx) => {
    for (const [kind, email] of Object.entries(change.email ?? {})) {
      if (email === undefined) continue;
      await tx
        .insert(notificationEmailSettings)
        .values({ accountId, kind, email })
        .onConflictDoUpdate({
          target: [notificationEmailSettings.accountId, notificationEmailSettings.kind],
          set: { email },
        });
    }
    if (change.daily_digest !== undefined) {
      await tx
        .insert(notificationDelivery)
        .values({ accountId, dailyDigest: change.daily_digest })
        .onConflictDoUpdate({ target: notificationDelivery.accountId, set: { dailyDigest: change.daily_digest } });
    }
  });
  return emailSettingsOf(db, accountId);
}
