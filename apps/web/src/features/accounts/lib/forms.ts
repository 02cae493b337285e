import { type FieldErrors, fieldErrorsFromIssues, type SafeParser } from '../../../components/form/issues';

/*
 * Small helpers for forms validated with the shared zod schemas outside a react-hook-form form: run
 * `schema.safeParse` and turn its issues into one message per field. The issue → message rule and the types
 * live with the form kit (components/form/issues, decision 0095).
 */

export {
  type FieldErrors,
  FORM_ERROR,
  fieldErrorsFromIssues,
  firstErrorField,
  type SafeParseResult,
  type SafeParser,
  type SchemaIssue,
} from '../../../components/form/issues';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates `values` with a shared schema. */
export function validate<T>(schema: SafeParser<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
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
