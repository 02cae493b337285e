import { confirmationFields } from '@creative-ng/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isMessageCode, messageText, requestLanguage } from '../i18n/index';

/** Adds Accept-Language to the Vary header (keeping what is there), for a reply whose words depend on it. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*accept-language\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}

type Envelope = { message: string; data?: unknown };

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && typeof (payload as Envelope).message === 'string';

const isSuccess = (status: string) => /^2\d\d$/.test(status);

/**
 * Confirmations by code, in the reader's language. A handler answers `{ message: SOME_MESSAGES.key, data }`; the
 * reply then says the words in the request's language with `messageCode` (and `params`) beside them. A message
 * that is not a code (a label such as 'Profile') is sent as it is. The body is copied, never changed in place:
 * some routes answer with one shared object. Errors are worded by the error handler.
 *
 * Every success envelope's schema is given the two optional fields here, once, so no route can drop them.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    if (!responses) return;
    for (const [status, schema] of Object.entries(responses)) {
      if (isSuccess(status) && schema instanceof z.ZodObject && 'message' in schema.shape) {
        responses[status] = schema.extend(confirmationFields);
      }
    }
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || !isEnvelope(payload) || !isMessageCode(payload.message)) return payload;
    varyOnLanguage(reply);
    const code = payload.message;
    return { ...payload, message: messageText(requestLanguage(request), code), messageCode: code, params: {} };
  });
}
