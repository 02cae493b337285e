import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, notificationDelivery, notifications } from '../../db/schema/index';
import { enqueueEmail } from '../outbox/service';
import { digestEmail, groupedNoticeEmail } from './emails';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Groups handled per run; the rest wait for the next run. */
const BATCH = 200;

export interface NoticeMailer {
  /** Sends what is due now; returns how many emails were queued. Tests call it directly. */
  run(now?: Date): Promise<number>;
  /** Stops the timer and resolves when a run under way has finished (its statements need the pool). */
  stop(): Promise<void>;
}

/**
 * Turns notices into email without flooding anyone: per person and kind, at most one email an hour
 * gathering every notice since the last one; people who chose the daily digest get one email a day.
 * Emails go through the outbox in the same transaction that marks the notices as emailed, and rows are
 * claimed with SKIP LOCKED, so several instances can run this at once without sending twice.
 */
export function startNoticeMailer(options: {
  db: Database;
  appSecret: string;
  nudge: () => void;
  intervalMs: number;
  log?: FastifyBaseLogger;
  /** Jobs that record notices due by time (e.g. training reminders), run before each mailing. */
  scheduled?: readonly ((now: Date) => Promise<unknown>)[];
}): NoticeMailer {
  const { db, appSecret, nudge, log, scheduled = [] } = options;

  async function hourlyGroups(now: Date): Promise<number> {
    const since = new Date(now.getTime() - HOUR_MS);
    const groups = await db
      .selectDistinct({ accountId: notifications.accountId, kind: notifications.kind })
      .from(notifications)
      .leftJoin(notificationDelivery, eq(notificationDelivery.accountId, notifications.accountId))
      .where(
        and(
          eq(notifications.emailPending, true),
          or(isNull(notificationDelivery.dailyDigest), eq(notificationDelivery.dailyDigest, false)),
          sql`not exists (select 1 from ${notifications} e where e.account_id = ${notifications.accountId}
                and e.kind = ${notifications.kind} and e.emailed_at > ${since.toISOString()})`,
        ),
      )
      .limit(BATCH);
    let sent = 0;
    for (const group of groups) {
      const queued = await db.transaction(async (tx) => {
        const pending = await tx
          .select({ id: notifications.id, kind: notifications.kind, data: notifications.data })
          .from(notifications)
          .where(
            and(
              eq(notifications.accountId, group.accountId),
              eq(notifications.kind, group.kind),
              eq(notifications.emailPending, true),
            ),
          )
          .orderBy(asc(notifications.createdAt))
          .for('update', { skipLocked: true });
        if (pending.length === 0) return false;
        const [person] = await tx
          .select({ email: accounts.email, name: accounts.displayName, language: accounts.language })
          .from(accounts)
          .where(eq(accounts.id, group.accountId));
        if (person)
          await enqueueEmail(
            tx,
            appSecret,
            groupedNoticeEmail(person.email, person.name, group.kind, pending, person.language),
          );
        await markEmailed(tx, pending, now);
        return Boolean(person);
      });
      if (queued) sent += 1;
    }
    return sent;
  }

  async function dailyDigests(now: Date): Promise<number> {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const due = await db
      .select({ accountId: notificationDelivery.accountId })
      .from(notificationDelivery)
      .where(
        and(
          eq(notificationDelivery.dailyDigest, true),
          or(isNull(notificationDelivery.lastDigestAt), lt(notificationDelivery.lastDigestAt, dayAgo)),
          sql`exists (select 1 from ${notifications} n where n.account_id = ${notificationDelivery.accountId} and n.email_pending)`,
        ),
      )
      .limit(BATCH);
    let sent = 0;
    for (const { accountId } of due) {
      const queued = await db.transaction(async (tx) => {
        // Claim the person's digest row first: a second instance skips it instead of sending it again.
        const [claimed] = await tx
          .select({ accountId: notificationDelivery.accountId })
          .from(notificationDelivery)
          .where(
            and(
              eq(notificationDelivery.accountId, accountId),
              or(isNull(notificationDelivery.lastDigestAt), lt(notificationDelivery.lastDigestAt, dayAgo)),
            ),
          )
          .for('update', { skipLocked: true });
        if (!claimed) return false;
        const pending = await tx
          .select({ id: notifications.id, kind: notifications.kind, data: notifications.data })
          .from(notifications)
          .where(and(eq(notifications.accountId, accountId), eq(notifications.emailPending, true)))
          .orderBy(asc(notifications.createdAt));
        if (pending.length === 0) return false;
        const [person] = await tx
          .select({ email: accounts.email, name: accounts.displayName, language: accounts.language })
          .from(accounts)
          .where(eq(accounts.id, accountId));
        if (person) await enqueueEmail(tx, appSecret, digestEmail(person.email, person.name, pending, person.language));
        await markEmailed(tx, pending, now);
        await tx
          .update(notificationDelivery)
          .set({ lastDigestAt: now })
          .where(eq(notificationDelivery.accountId, accountId));
        return Boolean(person);
      });
      if (queued) sent += 1;
    }
    return sent;
  }

  async function run(now = new Date()): Promise<number> {
    for (const job of scheduled) await job(now);
    const sent = (await hourlyGroups(now)) + (await dailyDigests(now));
    if (sent > 0) nudge();
    return sent;
  }

  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => run())
      .catch((err: unknown) => log?.error({ err }, 'notice emails failed; retrying on the next run'));
  }, options.intervalMs);
  timer.unref();

  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

async function markEmailed(db: Database, rows: { id: string }[], now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ emailPending: false, emailedAt: now })
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.id),
      ),
    );
}
