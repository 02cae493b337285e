import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, eventRegistrations, events, notifications } from '../../db/schema/index';
import { notify } from '../notifications/service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminders found per run; the rest come on the next run. */
const BATCH = 500;

/**
 * 'Your training is tomorrow': one notice to each registered attendee of a training that starts within
 * the next 24 hours, once per person and training (the notice's key). Runs with the notice mailer, which
 * then emails it to those who want it.
 */
export async function sendTrainingReminders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      accountId: eventRegistrations.accountId,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(accounts, eq(accounts.id, eventRegistrations.accountId))
    .where(
      and(
        gt(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + DAY_MS)),
        isNull(events.removedAt),
        eq(accounts.isBlacklisted, false),
        sql`not exists (select 1 from ${notifications} n where n.account_id = ${eventRegistrations.accountId}
              and n.dedupe_key = 'training_reminder:' || ${events.id}::text)`,
      ),
    )
    .limit(BATCH);
  for (const row of due) {
    await notify(db, {
      accountId: row.accountId,
      kind: 'training_reminder',
      data: {
        event_id: row.eventId,
        title: row.title,
        starts_at: row.startsAt.toISOString(),
        link: `/training/${row.eventId}`,
      },
      dedupeKey: `training_reminder:${row.eventId}`,
      withinMs: 7 * DAY_MS,
    });
  }
  return due.length;
}
