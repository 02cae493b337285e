import { DEFAULT_ERROR_MESSAGES } from '@creative-ng/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { englishApiText, requestLanguage } from '../i18n/index';
import { AppError, codeForStatus, errorBody } from './errors';
import { translateError, varyOnLanguage } from './language';

/** How long a client is asked to wait when the database had no connection free in time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Turns every error into the error envelope (packages/shared/src/api/envelope.ts). Client errors say what was wrong;
 * server errors say only 'Something went wrong' — the stack and any SQL go to the log, never to the client.
 * The message and each field's message are in the request's language (Accept-Language; English by default).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    english: string,
    englishFields?: Record<string, string>,
  ) => {
    const language = requestLanguage(request);
    if (language !== 'en') varyOnLanguage(reply);
    const { message, fields } = translateError(language, english, englishFields);
    return reply.status(status).send(errorBody(code, message, fields));
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(request, reply, error.status, error.code, error.message, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params);
        fields[field] ??= issue.message ?? englishApiText('api.invalidValue');
      }
      const [first] = Object.entries(fields);
      const message = first ? first[1] : DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED;
      return send(request, reply, 400, 'VALIDATION_FAILED', message, fields);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(request, reply, 500, 'INTERNAL', DEFAULT_ERROR_MESSAGES.INTERNAL);
    }

    // Overload is not a crash: a request that could not get a database connection in time (or lost it) can
    // succeed when tried again, whichever route it reached, so it is told to wait and retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn('no database connection in time; answered 503');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return send(request, reply, 503, 'UNAVAILABLE', englishApiText('api.busy'));
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(request, reply, status, codeForStatus(status), DEFAULT_ERROR_MESSAGES.INTERNAL);
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit...).
    const code = codeForStatus(status);
    const message = status === 400 && error.message ? clientMessage(error) : DEFAULT_ERROR_MESSAGES[code];
    return send(request, reply, status, code, message);
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'body';
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.message.includes('JSON')) {
    return englishApiText('api.invalidJson');
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return englishApiText('api.emptyBody');
  return DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED;
}
