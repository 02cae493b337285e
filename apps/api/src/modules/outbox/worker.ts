import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail/transport';
import type { Database } from '../../db/client';
import { claimDueEmails, deleteOldMail, markFailed, markSent } from './repository';

export interface OutboxWorker {
  /** Sends everything due now; resolves when done. Tests call it instead of waiting. */
  drain(): Promise<number>;
  /** Asks for a run soon (after a request queued mail), without waiting for the next tick. */
  nudge(): void;
  /**
   * Runs work that queues mail once the current answer has gone, so the answer takes the same time whatever
   * the work finds (a password reset for an email that may have no account). `drain()` waits for it first;
   * a failure is logged.
   */
  later(work: () => Promise<void>): void;
  stop(): Promise<void>;
}

const BATCH = 20;
/** How often old mail is deleted (see `retentionDays`). */
const RETENTION_SWEEP_MS = 60 * 60_000;

/** Polls the outbox every `intervalMs` and sends what is due through the transport. */
export function startOutboxWorker(options: {
  db: Database;
  appSecret: string;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Sent mail older than this many days is deleted (MAIL_RETENTION_DAYS). */
  retentionDays?: number;
}): OutboxWorker {
  const { db, appSecret, transport, from, log } = options;
  let running: Promise<number> | undefined;
  let stopped = false;
  let lastSweep = 0;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(db, appSecret, BATCH);
      for (const email of batch) {
        try {
          await transport.send(email, from);
          await markSent(db, email.id, transport.name, transport.name === 'dev-outbox');
          // Neither the code nor the address: the log is no place for either (read the mail with `npm run outbox`).
          if (transport.name === 'dev-outbox') log.info({ mailId: email.id }, '[dev outbox] a message was kept');
          sent += 1;
        } catch (err) {
          // The server's answer can quote the address, so the log gets its codes only.
          const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
          log.warn({ mailId: email.id, code, responseCode }, 'sending mail failed; will retry');
          await markFailed(db, email.id, email.attempts, err instanceof Error ? err.message : String(err));
        }
      }
      if (batch.length < BATCH) {
        await sweepOldMail();
        return sent;
      }
    }
  }

  async function sweepOldMail(): Promise<void> {
    if (!options.retentionDays || Date.now() - lastSweep < RETENTION_SWEEP_MS) return;
    lastSweep = Date.now();
    await deleteOldMail(db, options.retentionDays);
  }

  const deferred = new Set<Promise<void>>();

  function later(work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(() => {
        nudge();
      })
      .catch((err: unknown) => log.error({ err }, 'work queued after an answer failed'))
      .finally(() => deferred.delete(done));
    deferred.add(done);
  }

  async function drain(): Promise<number> {
    await Promise.all([...deferred]);
    // A run that began before this call may have claimed its batch before the caller's mail was queued, so
    // joining it could return with that mail unsent: wait for it, then join or start a run that began after.
    await running?.catch(() => 0);
    running ??= sendDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  const nudge = () => setImmediate(tick);

  const tick = () => {
    if (stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'outbox run failed'));
  };
  const timer = setInterval(tick, options.intervalMs ?? 2000);
  timer.unref();

  return {
    drain,
    nudge,
    later,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...deferred]);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
