import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import type { ProfilesTranslate } from '../i18n';

/*
 * What to say about a failed profile call: the server's message, else a fallback. Unlike the old front end,
 * nothing is swallowed: the caller shows the message and ties field messages to their fields.
 */

/** The server's message through the catalogue; `fallback` for internal errors and anything that is not an ApiError. */
export function failureMessage(error: unknown, fallback: string, _translate: ProfilesTranslate): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return fallback;
  return messageText(error.message) || fallback;
}

/** The server's per-field messages (data.fields), through the catalogue. */
export function serverFieldErrors(error: unknown, _translate: ProfilesTranslate): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) errors[field] = messageText(message);
  return errors;
}
