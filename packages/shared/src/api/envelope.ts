import { z } from 'zod';

/**
 * The response envelope of every API answer, and the HTTP status of each error code.
 * Success: { message, data }. Error: { message, data: { message, code, fields? } }.
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

/** What a person reads when the server has nothing more specific to say. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some of the details are not right. Please check the highlighted fields.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  EMAIL_NOT_VERIFIED: 'Please verify your email first. Enter the code we sent you, or ask for a new one.',
  PASSWORD_NOT_SET: 'You have not set a password yet. Use "Forgot password" to set one.',
  ACCOUNT_BLOCKED: 'Your account has been suspended. Please contact the platform team.',
  WRONG_ACCOUNT_TYPE: 'This email belongs to another type of account.',
  NOT_FOUND: 'We could not find what you asked for.',
  CONFLICT: 'That already exists.',
  PAYLOAD_TOO_LARGE: 'That file or request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That type of file is not accepted.',
  RULE_BROKEN: 'That cannot be done right now.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong',
  UNAVAILABLE: 'The service is not available right now. Please try again soon.',
};

export const errorBodySchema = z.object({
  message: z.string(),
  data: z.object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Wraps a data schema in the success envelope. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const messageOnlySchema = envelope(z.null());
