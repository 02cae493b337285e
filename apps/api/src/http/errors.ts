import { DEFAULT_ERROR_MESSAGES, ERROR_CODES, type ErrorBody, type ErrorCode } from '@creative-ng/shared';

/**
 * An error a feature throws on purpose: it reaches the client as the error envelope
 * with its status, code, message and (for invalid input) the message of each field.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
    this.status = ERROR_CODES[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', message, fields);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError('CONFLICT', message, fields);
export const ruleBroken = (message: string, fields?: Record<string, string>) =>
  new AppError('RULE_BROKEN', message, fields);

export function errorBody(code: ErrorCode | string, message: string, fields?: Record<string, string>): ErrorBody {
  return { message, data: fields ? { message, code, fields } : { message, code } };
}

/** The error code that goes with an HTTP status, for errors raised by Fastify or its plugins. */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_CODES) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}
