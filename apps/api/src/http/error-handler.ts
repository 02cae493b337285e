import { DEFAULT_ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@creative-ng/shared';
import { issueMessage, type MessageCode, type MessageRef, messageRef } from '@creative-ng/shared/i18n/codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { isMessageCode, type LanguageCode, messageText, requestLanguage } from '../i18n/index';
import { AppError, codeForStatus } from './errors';
import { varyOnLanguage } from './language';

/**
 * What an error says, by code. `english` is for the one case where the words are not the catalogue's: a zod
 * check without a message of ours, whose English (zod's own) is sent as it is, coded as an invalid value.
 */
interface Said extends MessageRef {
  readonly english?: string;
}

/** The words of a message in a language. */
function wording(language: LanguageCode, said: Said): string {
  return language === 'en' && said.english !== undefined ? said.english : messageText(language, said);
}

const mapFields = <T>(fields: Readonly<Record<string, Said>>, each: (said: Said) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(fields).map(([field, said]) => [field, each(said)]));

/**
 * The error envelope of DESIGN.md §4, in a language: `{ message, data: { message, code, messageCode, params,
 * fields?, fieldCodes? } }`. `code` is the kind of error (ERROR_CODES); `messageCode` and `params` say the
 * message by code, and `fieldCodes` does the same for each field of `fields` (decision 0029).
 */
function errorBody(language: LanguageCode, code: ErrorCode, said: Said, fields?: Readonly<Record<string, Said>>) {
  const message = wording(language, said);
  const data: ErrorBody['data'] = { message, code, messageCode: said.code, params: said.params };
  if (fields) {
    data.fields = mapFields(fields, (field) => wording(language, field));
    data.fieldCodes = mapFields(fields, ({ code: fieldCode, params }) => ({ code: fieldCode, params }));
  }
  return { message, data } satisfies ErrorBody;
}

/** Sends an error envelope in the request's language (Accept-Language; English by default). */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  said: Said,
  fields?: Readonly<Record<string, Said>>,
) {
  varyOnLanguage(reply);
  return reply.status(status).send(errorBody(requestLanguage(request), code, said, fields));
}

/** A zod issue's message by code; zod's own English (no code of ours) is an invalid value, kept as written. */
function saidOfIssue(issue: { message?: string | undefined; params?: unknown }): Said {
  const { code, params } = issueMessage({ message: issue.message ?? '', ...(issue.params as object) });
  if (isMessageCode(code)) return { code, params };
  const invalid: MessageCode = 'api.invalidValue';
  return issue.message ? { code: invalid, params: {}, english: issue.message } : { code: invalid, params: {} };
}

/** How long a client is asked to wait when the database had no connection free in time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Turns every error into the error envelope (packages/shared/src/api/envelope.ts). Client errors say what was wrong;
 * server errors say only 'Something went wrong' — the stack and any SQL go to the log, never to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.status, error.code, error.said, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, Said> = {};
      for (const issue of error.validation) {
        fields[fieldName(issue.instancePath, issue.params)] ??= saidOfIssue(issue);
      }
      const [first] = Object.values(fields);
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_FAILED',
        first ?? messageRef(DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED),
        fields,
      );
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(request, reply, 500, 'INTERNAL', messageRef(DEFAULT_ERROR_MESSAGES.INTERNAL));
    }

    // Overload is not a crash: a request that could not get a database connection in time (or lost it), or whose
    // statement ran past the statement timeout, can succeed when tried again, whichever route it reached, so it is
    // told to wait and retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn('database busy (no connection in time, or a statement timed out); answered 503');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, 'UNAVAILABLE', messageRef('api.busy'));
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, status, codeForStatus(status), messageRef(DEFAULT_ERROR_MESSAGES.INTERNAL));
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit...).
    const code = codeForStatus(status);
    const said = status === 400 && error.message ? clientMessage(error) : DEFAULT_ERROR_MESSAGES[code];
    return sendError(request, reply, status, code, messageRef(said));
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'body';
}

function clientMessage(error: FastifyError): MessageCode {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.message.includes('JSON')) return 'api.invalidJson';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'api.emptyBody';
  return DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED;
}
