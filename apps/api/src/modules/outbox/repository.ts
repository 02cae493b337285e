import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { type OutboxEmail, openBody } from './service';

export interface ClaimedEmail extends OutboxEmail {
  id: string;
  attempts: number;
}

/**
 * Takes up to `limit` due messages for this worker. The row locks (SKIP LOCKED) keep two
 * instances from taking the same message; the claim pushes next_attempt_at forward so a worker
 * that dies mid-send lets another retry later.
 */
export async function claimDueEmails(db: Database, appSecret: string, limit: number): Promise<ClaimedEmail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
      .orderBy(outboxMessages.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, attempts: sql`${outboxMessages.attempts} + 1` })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => {
      const body = openBody(appSecret, row.sealedBody);
      return { id: row.id, to: row.recipient, subject: row.subject, attempts: row.attempts + 1, ...body };
    });
  });
}

export async function markSent(db: Database, id: string, transport: string, keepBody: boolean): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: new Date(), transport, lastError: null, ...(keepBody ? {} : { sealedBody: '' }) })
    .where(eq(outboxMessages.id, id));
}

const MAX_ATTEMPTS = 8;

/** Backs off 1, 2, 4 … minutes; after 8 tries the message is marked failed and left for a person to look at. */
export async function markFailed(db: Database, id: string, attempts: number, error: string): Promise<void> {
  const failed = attempts >= MAX_ATTEMPTS;
  await db
    .update(outboxMessages)
    .set({
      status: failed ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + 2 ** (attempts - 1) * 60_000),
    })
    .where(eq(outboxMessages.id, id));
}

/**
 * Deletes mail sent (or given up on) more than `days` ago: the outbox keeps who was written to, about what,
 * and in the dev outbox the sealed body, so it keeps them only as long as someone may ask what was sent.
 */
export async function deleteOldMail(db: Database, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60_000);
  const deleted = await db
    .delete(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'sent'), lt(outboxMessages.sentAt, cutoff)),
        and(eq(outboxMessages.status, 'failed'), lt(outboxMessages.createdAt, cutoff)),
      ),
    )
    .returning({ id: outboxMessages.id });
  return deleted.length;
}
