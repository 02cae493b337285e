import type { IssueLike } from '@creative-ng/shared/i18n/codes';
import { issueText } from '../../../lib/language';
/*
 * Small helpers for controlled forms validated with the shared zod schemas (no form library):
 * run `schema.safeParse`, turn its issues into one message per field, focus the first field in error.
 */

/** The part of a zod issue we use. */
export interface SchemaIssue extends IssueLike {
  readonly path: readonly PropertyKey[];
}

/** What `safeParse` of any zod schema returns, as far as we read it. */
export type SafeParseResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: readonly SchemaIssue[] } };

export interface SafeParser<T> {
  safeParse(input: unknown): SafeParseResult<T>;
}

/** Field name → its message. `FORM_ERROR` holds a message that belongs to no one field. */
export type FieldErrors = Partial<Record<string, string>>;

export const FORM_ERROR = '_form';

/** One message per field: the first issue whose path starts with that field (issue.path[0]). */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' ? head : typeof head === 'number' ? String(head) : FORM_ERROR;
    if (!(field in errors)) errors[field] = issueText(issue);
  }
  return errors;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates `values` with a shared schema. */
export function validate<T>(schema: SafeParser<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
}

/** The first of `order` that has an error (the form's field order), else the first error at all. */
export function firstErrorField(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field]) ?? Object.keys(errors).find((field) => errors[field]);
}

/** True when there is at least one message. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The errors without `field` (used when a person edits it). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
