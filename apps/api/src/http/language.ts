import type { FastifyInstance, FastifyReply } from 'fastify';
import { type LanguageCode, requestLanguage, translateMessage } from '../i18n/index';

/** Adds Accept-Language to the Vary header (keeping what is there), for a reply whose words depend on it. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*accept-language\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}

/** The error envelope's words in a language: the message and the message of each field. */
export function translateError(
  language: LanguageCode,
  message: string,
  fields: Record<string, string> | undefined,
): { message: string; fields: Record<string, string> | undefined } {
  if (language === 'en') return { message, fields };
  return {
    message: translateMessage(message, language),
    fields: fields
      ? Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, translateMessage(text, language)]))
      : undefined,
  };
}

type Envelope = { message: string; data?: unknown };

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && typeof (payload as Envelope).message === 'string';

/**
 * Confirmations in the reader's language: a successful reply whose body has a top-level `message` (and a
 * `data.message`, when there is one) gets them translated. English requests pass untouched (nothing is
 * copied). The body is copied, never changed in place: some routes answer with one shared object.
 * Errors are translated by the error handler.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || !isEnvelope(payload)) return payload;
    const language = requestLanguage(request);
    if (language === 'en') return payload;
    const message = translateMessage(payload.message, language);
    const data = payload.data as { message?: unknown } | null | undefined;
    const dataMessage =
      typeof data === 'object' && data !== null && typeof data.message === 'string'
        ? translateMessage(data.message, language)
        : undefined;
    const dataChanged = dataMessage !== undefined && dataMessage !== data?.message;
    if (message === payload.message && !dataChanged) return payload;
    varyOnLanguage(reply);
    return { ...payload, message, ...(dataChanged ? { data: { ...(data as object), message: dataMessage } } : {}) };
  });
}
