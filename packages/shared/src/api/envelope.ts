import { z } from 'zod';
import type { MessageCode } from '../i18n/codes';

/**
 * The response envelope of every API answer, and the HTTP status of each error code.
 * Success: { message, data } (plus messageCode and params for a confirmation).
 * Error: { message, data: { message, code, messageCode, params, fields?, fieldCodes? } } (decision 0029).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  PASSWORD_NOT_SET: 403,
  ACCOUNT_BLOCKED: 403,
  WRONG_ACCOUNT_TYPE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** What a person reads when the server has nothing more specific to say: the code of each error's default message. */
export const DEFAULT_ERROR_MESSAGES = {
  VALIDATION_FAILED: 'error.VALIDATION_FAILED',
  UNAUTHENTICATED: 'error.UNAUTHENTICATED',
  FORBIDDEN: 'error.FORBIDDEN',
  EMAIL_NOT_VERIFIED: 'error.EMAIL_NOT_VERIFIED',
  PASSWORD_NOT_SET: 'error.PASSWORD_NOT_SET',
  ACCOUNT_BLOCKED: 'error.ACCOUNT_BLOCKED',
  WRONG_ACCOUNT_TYPE: 'error.WRONG_ACCOUNT_TYPE',
  NOT_FOUND: 'error.NOT_FOUND',
  CONFLICT: 'error.CONFLICT',
  PAYLOAD_TOO_LARGE: 'error.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'error.UNSUPPORTED_MEDIA_TYPE',
  RULE_BROKEN: 'error.RULE_BROKEN',
  RATE_LIMITED: 'error.RATE_LIMITED',
  INTERNAL: 'error.INTERNAL',
  UNAVAILABLE: 'error.UNAVAILABLE',
} as const satisfies Record<ErrorCode, MessageCode>;

/** The values of a message's placeholders, beside its code. */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A message by code: a key of the shared catalogue and its placeholders' values (decision 0029). */
export const messageRefSchema = z.object({ code: z.string(), params: messageParamsSchema });

export const errorBodySchema = z.object({
  message: z.string(),
  data: z.object({
    message: z.string(),
    /** The kind of error (ERROR_CODES). */
    code: z.string(),
    /** The message by code, and its placeholders' values: clients word it in their reader's language. */
    messageCode: z.string(),
    params: messageParamsSchema,
    fields: z.record(z.string(), z.string()).optional(),
    /** Each field's message by code, for the same fields as `fields`. */
    fieldCodes: z.record(z.string(), messageRefSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * What a success envelope says beside a confirmation: its code and placeholders' values. Absent when `message` is
 * a label, not a message a person reads (e.g. 'Profile'). The API adds them to every success schema.
 */
export const confirmationFields = {
  messageCode: z.string().optional(),
  params: messageParamsSchema.optional(),
};

/** Wraps a data schema in the success envelope. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const messageOnlySchema = envelope(z.null());

/** Where a numbered page of a list stands: its number and size, the total and how many pages there are. */
export const pageInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Counting stopped at `total`: there are more (decision 0026). */
  total_capped: z.boolean(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A list the spec reads at `data`, with the page facts beside it in `pagination`. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: z.array(item), pagination: pageInfoSchema });
}
