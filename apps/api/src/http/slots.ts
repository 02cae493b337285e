import type { Message } from '@creative-ng/shared/i18n/codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Seconds a refused request is told to wait before trying again. */
const RETRY_AFTER_SECONDS = '5';

/**
 * At most `limit` requests of one kind at once on this instance (upload bodies, CSV exports): one more is answered
 * 503 with Retry-After before it starts, so a flood holds neither memory nor database connections and others keep
 * being answered. A place is given back when the connection's answer ends, whether it finished or the client left
 * (a long download cut short included). Use as the route's or plugin's onRequest hook.
 */
export function requestSlots(limit: number, busy: Message) {
  let taken = 0;
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (taken >= limit) throw new AppError('UNAVAILABLE', busy, undefined, { 'retry-after': RETRY_AFTER_SECONDS });
    taken += 1;
    reply.raw.once('close', () => {
      taken -= 1;
    });
  };
}
