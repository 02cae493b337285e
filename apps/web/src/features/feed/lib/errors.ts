import { ApiError } from '../../../lib/api';
import { tf } from '../i18n';

/** What a person reads for a failed feed call: the server's message, else the given fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback || tf('messages.failed');
}
