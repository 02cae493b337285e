import { messageRef } from '@creative-ng/shared/i18n/codes';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/errors';
import { tooManyAttempts } from '../../http/security';

/** The abuse limits of the account calls (decision 0020). */
export interface AuthLimits {
  /** Attempts per minute from one IP address on each sign-in, sign-up, code and reset call. */
  perIpPerMinute: number;
  /** Attempts for one email address from one IP address per 15 minutes, for each kind of call. */
  perEmailAndIpPer15Minutes: number;
  /** Failed sign-ins for one email address from every IP address together per 15 minutes. */
  failedSignInsPerEmailPer15Minutes: number;
}

const WINDOW_MS = 15 * 60_000;

/**
 * Calls that share a count: a stranger's attempts at one kind never use up the owner's chances at another
 * (wrong passwords do not stop a password reset).
 */
export type AttemptKind = 'sign-in' | 'sign-up' | 'send-code' | 'check-code';

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Limits built on @fastify/rate-limit's per-route API (`createRateLimit`; counts in Redis when REDIS_URL is set):
 * - per IP per minute on each call (`perIp`, the route's `config.rateLimit`);
 * - per email *and* IP address pair per kind of call: a stranger exhausts only their own pair, never the
 *   owner's, wherever the owner signs in from;
 * - failed sign-ins per email from everywhere, a higher number against guessing from many addresses. Beyond it,
 *   password sign-in for that email waits, but the owner is never locked out: a password reset (an emailed
 *   code) has counts of its own, the answer says so, and the new password starts a new count.
 */
export function accountLimits(
  app: FastifyInstance,
  limits: AuthLimits,
  /**
   * Names the current password of the account with this email ('' for none): failed sign-ins are counted per
   * password, so once the owner has reset it (through an emailed code), the new one is not held back.
   */
  passwordGeneration: (email: string) => Promise<string>,
) {
  const pairCounters = new Map<AttemptKind, ReturnType<FastifyInstance['createRateLimit']>>();
  const pairCounter = (kind: AttemptKind) => {
    let counter = pairCounters.get(kind);
    if (!counter) {
      counter = app.createRateLimit({
        max: limits.perEmailAndIpPer15Minutes,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `${kind}:${emailOf(request)}:${request.ip}`,
      });
      pairCounters.set(kind, counter);
    }
    return counter;
  };
  const failedSignIns = app.createRateLimit({
    max: limits.failedSignInsPerEmailPer15Minutes,
    timeWindow: WINDOW_MS,
    keyGenerator: async (request) => {
      const email = emailOf(request);
      return `failed-sign-in:${email}:${await passwordGeneration(email)}`;
    },
  });

  return {
    perIp: { rateLimit: { max: limits.perIpPerMinute, timeWindow: 60_000 } },

    /** A preHandler that counts this attempt for its email from its IP, and refuses beyond the limit. */
    attempt(kind: AttemptKind): preHandlerAsyncHookHandler {
      const counter = pairCounter(kind);
      return async (request) => {
        const count = await counter(request);
        if (!count.isAllowed && count.isExceeded) throw tooManyAttempts(count.ttlInSeconds);
      };
    },

    /**
     * Sign-in counts only failures: a preHandler refusing an email whose pair or whole count is used up, and
     * `failed` to count a wrong password once the answer is known.
     */
    signIn: {
      check: (async (request) => {
        const [pair, all] = await Promise.all([
          pairCounter('sign-in')(request, { increment: false }),
          failedSignIns(request, { increment: false }),
        ]);
        if (!pair.isAllowed && pair.remaining === 0) throw tooManyAttempts(pair.ttlInSeconds);
        if (!all.isAllowed && all.remaining === 0) {
          const minutes = Math.max(1, Math.ceil(all.ttlInSeconds / 60));
          throw new AppError('RATE_LIMITED', messageRef('api.signInPaused', { minutes }), undefined, {
            'retry-after': String(all.ttlInSeconds),
          });
        }
      }) satisfies preHandlerAsyncHookHandler,
      failed: async (request: FastifyRequest) => {
        await Promise.all([pairCounter('sign-in')(request), failedSignIns(request)]);
      },
    },
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
