import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';

/** What is reported: the whole conversation or one message of it. */
export interface ReportTarget {
  type: 'conversation' | 'message';
  id: string;
}

/** A failed call's message as the server worded it (in the chosen language), or `fallback`. */
export function failure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'INTERNAL') return fallback;
  return messageText(error.message) || fallback;
}
