import { ApiError } from '../../../lib/api';
import type { ListingsTranslate } from '../i18n';

/** The server's message (spec §8: "server message, else …"); `fallback` for internal errors and non-API errors. */
export function failureMessage(error: unknown, fallback: string, _t?: ListingsTranslate): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'INTERNAL' || error.code === 'BAD_RESPONSE') return fallback;
  return error.message || fallback;
}

/** The server's per-field messages (data.fields). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fields } : {};
}

/** The first message of each field from a zod error's issues. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issue.message;
  }
  return fields;
}
