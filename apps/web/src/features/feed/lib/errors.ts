import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { tf } from '../i18n';

/** What a person reads for a failed feed call: the server's message (in the chosen language), else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return messageText(error.message);
  return fallback || tf('post.failed');
}
