import type { IssueLike } from '@creative-ng/shared/i18n/codes';
import { ApiError } from '../../../lib/api';
import { issueText, messageText } from '../../../lib/language';
import type { ListingsTranslate } from '../i18n';

/**
 * The server's message, else `fallback` (for internal errors and non-API errors).
 * Either in the chosen language when it is a shared message.
 */
export function failureMessage(error: unknown, fallback: string, _t?: ListingsTranslate): string {
  if (!(error instanceof ApiError)) return messageText(fallback);
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return messageText(fallback);
  return messageText(error.message || fallback);
}

/** The server's per-field messages (data.fields). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fields } : {};
}

/** The first message of each field from a zod error's issues (as written: Field shows them in the chosen language). */
export function issuesByField(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issueText(issue);
  }
  return fields;
}
