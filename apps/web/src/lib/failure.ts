import { ApiError } from './api';
import { messageText } from './language';

/**
 * What to say about a failed call: the server's message, else `fallback` (for internal errors and non-API errors).
 * Either in the chosen language when it is a shared message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return messageText(fallback);
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return messageText(fallback);
  return messageText(error.message || fallback);
}

/** The server's per-field messages (data.fields). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fields } : {};
}
