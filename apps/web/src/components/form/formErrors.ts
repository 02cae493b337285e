import type { IssueLike } from '@creative-ng/shared/i18n/codes';

/*
 * A form's messages: one per field, and the form's own under FORM_ERROR. Imports nothing at run time, so a
 * page's first download does not carry the words: those come with the schemas (components/form/issues).
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

/** One message per field, worded by `words`: the first issue whose path starts with that field (issue.path[0]). */
export function errorsFromIssues(issues: readonly SchemaIssue[], words: (issue: SchemaIssue) => string): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' ? head : typeof head === 'number' ? String(head) : FORM_ERROR;
    if (!(field in errors)) errors[field] = words(issue);
  }
  return errors;
}

/** The first of `order` that has an error (the form's field order), else the first error at all. */
export function firstErrorField(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((field) => errors[field]) ?? Object.keys(errors).find((field) => errors[field]);
}

/** Schemas that check a form: one, or several whose results are merged (the steps of a sign-up). */
export type FormSchemas<Output> = SafeParser<Output> | readonly SafeParser<Partial<Output>>[];

/** The schemas of one step of a form, each checking a part of its values. */
export type PartSchemas<Output> = SafeParser<Partial<Output>> | readonly SafeParser<Partial<Output>>[];

/** What a labelled control of components/form/controls takes. */
export interface BoundField<T> {
  id: string;
  value: T;
  onValueChange: (value: T) => void;
  error: string | undefined;
}

/** A bound boolean field as CheckboxField takes it. */
export function asCheckbox({ value, onValueChange, ...rest }: BoundField<boolean>) {
  return { ...rest, checked: value, onCheckedChange: onValueChange };
}

/** Runs each schema on `input`: their checked values merged, or every issue of those that fail. */
export function checkWith<Output>(
  schemas: FormSchemas<Output> | PartSchemas<Output>,
  input: unknown,
): { ok: true; data: Output } | { ok: false; issues: SchemaIssue[] } {
  const list: readonly SafeParser<Partial<Output>>[] = Array.isArray(schemas)
    ? schemas
    : [schemas as SafeParser<Partial<Output>>];
  let data: Partial<Output> = {};
  const issues: SchemaIssue[] = [];
  for (const schema of list) {
    const result = schema.safeParse(input);
    if (result.success) data = { ...data, ...result.data };
    else issues.push(...result.error.issues);
  }
  return issues.length === 0 ? { ok: true, data: data as Output } : { ok: false, issues };
}

/** A form library's errors ({ name: { message } }, the form's own under `root`) as messages by field. */
export function messagesOf(errors: Readonly<Record<string, unknown>>): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) messages[name === 'root' ? FORM_ERROR : name] = message;
  }
  return messages;
}
