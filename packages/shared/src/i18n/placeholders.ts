/*
 * `{name}` placeholders of messages. No imports on purpose: the schemas fill their limits into message
 * constants with these, and translate.ts (which imports every message group) re-exports them.
 */

export const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; one without a value stays as written. */
export function fillPlaceholders(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/** The `{placeholder}` names of a text, in order (repeats kept). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}
