import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';

/**
 * Text no field may hold: the NUL character (PostgreSQL cannot store it) and a lone UTF-16 surrogate (half of a
 * character such as an emoji, which no encoding can write). Either reaches a form only by mistake or on purpose.
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** Deeper than this, a request's structure is refused by its own schema; the walk stops there. */
const MAX_DEPTH = 32;

/** The path of every string in a value (a request's body, query or params) holding unsafe text. */
export function unsafeTextPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasUnsafeText(value) ? [path] : [];
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH || ArrayBuffer.isView(value)) return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => unsafeTextPaths(item, [...path, key]));
}

/**
 * A schema that first refuses unsafe text anywhere in the input, each time tied to its field with
 * FIELD_MESSAGES.invalidCharacters, then parses the input with `schema`. The API applies it to every route's
 * body, query and params, and web forms may validate with it, so both say the same.
 */
export function refusingUnsafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of unsafeTextPaths(value)) {
        ctx.addIssue({ code: 'custom', path, message: FIELD_MESSAGES.invalidCharacters });
      }
    })
    .pipe(schema);
}
