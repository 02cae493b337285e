import { DEFAULT_ERROR_MESSAGES, ERROR_CODES, type ErrorCode } from '@creative-ng/shared';
import { type Message, type MessageRef, toMessageRef } from '@creative-ng/shared/i18n/codes';

/** What a refusal says about each field it names, by code. */
export type FieldMessages = Readonly<Record<string, Message>>;

/**
 * An error a feature throws on purpose: it reaches the client as the error envelope with its status, error code,
 * message and (for invalid input) the message of each field. Messages are codes of the shared catalogue (with
 * their placeholders' values), worded in the reader's language by the error handler. The Error's own message is
 * the code, so a log line never holds the words (nor anything filled into them).
 */
export class AppError extends Error {
  readonly status: number;
  /** What the client is told, by code. */
  readonly said: MessageRef;
  readonly fields: Readonly<Record<string, MessageRef>> | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: Message,
    fields?: FieldMessages,
    readonly headers?: Record<string, string>,
  ) {
    const said = toMessageRef(message ?? DEFAULT_ERROR_MESSAGES[code]);
    super(said.code);
    this.said = said;
    this.status = ERROR_CODES[code];
    this.fields = fields
      ? Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, toMessageRef(text)]))
      : undefined;
  }
}

export const badRequest = (message: Message, fields?: FieldMessages) =>
  new AppError('VALIDATION_FAILED', message, fields);
export const unauthenticated = (message?: Message) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message?: Message) => new AppError('FORBIDDEN', message);
export const notFound = (message?: Message) => new AppError('NOT_FOUND', message);
export const conflict = (message: Message, fields?: FieldMessages) => new AppError('CONFLICT', message, fields);
export const ruleBroken = (message: Message, fields?: FieldMessages) => new AppError('RULE_BROKEN', message, fields);

/** The error code that goes with an HTTP status, for errors raised by Fastify or its plugins. */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_CODES) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}
