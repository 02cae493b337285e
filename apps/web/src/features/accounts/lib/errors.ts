import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import type { AccountsTranslate } from '../i18n';
import type { FieldErrors } from './forms';

/**
 * What to say about a failed call: the server's message,
 * the network message when the server could not be reached, else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string, _translate: AccountsTranslate): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return fallback;
  return messageText(error.message) || fallback;
}

/** The server's per-field messages (data.fields), through the catalogue. */
export function serverFieldErrors(error: unknown, _translate: AccountsTranslate): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) errors[field] = messageText(message);
  return errors;
}

/** The error code of a failed call ('EMAIL_NOT_VERIFIED', 'RATE_LIMITED', ...), or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
