import { ApiError } from './api';
import { messageText } from './language';

/*
 * What to say about a failed call, the one way every feature and the form kit say it: the server's message (else the
 * caller's fallback) and its messages by field, in the chosen language. Nothing is swallowed.
 */

/**
 * What to say about a failed call: the server's message, else `fallback` (for internal errors and non-API errors).
 * Either in the chosen language when it is a shared message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return messageText(fallback);
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return messageText(fallback);
  return messageText(error.message || fallback);
}

/** The server's per-field messages (data.fields), in the chosen language. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) if (message) errors[field] = messageText(message);
  return errors;
}

/** The failed call's code ('RATE_LIMITED', 'NETWORK'…), or null when it is no API error. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** True when the call was cancelled (the page went away). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
