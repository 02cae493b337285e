import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';

/*
 * What to say about a failed call: nothing is swallowed; the caller
 * shows the message and ties field messages to their fields. `translate` maps a known English message to
 * the catalogue (each feature's translateMessage).
 */

type MessageTranslator = (text: string) => string;

/** The server's message through the catalogue; `fallback` for internal errors and anything that is not an ApiError. */
export function failureMessage(error: unknown, fallback: string, translate: MessageTranslator): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return fallback;
  return messageText(translate(error.message)) || fallback;
}

/** The server's per-field messages (data.fields), through the catalogue. */
export function serverFieldErrors(error: unknown, translate: MessageTranslator): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) errors[field] = translate(message);
  return errors;
}

/** True when the call was cancelled (the page went away). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
