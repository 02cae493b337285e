import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail/transport';
import type { Database } from '../../db/client';
import { claimDueEmails, markFailed, markSent } from './repository';

export interface OutboxWorker {
  /** Sends everything due now; resolves when done. Tests call it instead of waiting. */
  drain(): Promise<number>;
  /** Asks for a run soon (after a request queued mail), without waiting for the next tick. */
  nudge(): void;
  stop(): Promise<void>;
}

const BATCH = 20;

/** Polls the outbox every `intervalMs` and sends what is due through the transport. */
export function startOutboxWorker(options: {
  db: Database;
  appSecret: string;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OutboxWorker {
  const { db, appSecret, transport, from, log } = options;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(db, appSecret, BATCH);
      for (const email of batch) {
        try {
          await transport.send(email, from);
          await markSent(db, email.id, transport.name, transport.name === 'dev-outbox');
          if (transport.name === 'dev-outbox') {
            // Only the dev outbox prints codes: it exists for machines without mail.
            log.info({ to: email.to, subject: email.subject, devCode: email.otp }, '[dev outbox] message stored');
          }
          sent += 1;
        } catch (err) {
          log.warn({ err, to: email.to }, 'sending mail failed; will retry');
          await markFailed(db, email.id, email.attempts, err instanceof Error ? err.message : String(err));
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  function drain(): Promise<number> {
    running ??= sendDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  const tick = () => {
    if (stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'outbox run failed'));
  };
  const timer = setInterval(tick, options.intervalMs ?? 2000);
  timer.unref();

  return {
    drain,
    nudge: () => setImmediate(tick),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
