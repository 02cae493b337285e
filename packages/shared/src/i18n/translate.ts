import type { Catalogue } from './catalogues';
import { type IssueLike, issueMessage } from './codes';
import english from './locales/en/shared.json';
import { fillPlaceholders, PLACEHOLDER, placeholdersOf } from './placeholders';

export { fillPlaceholders, placeholdersOf } from './placeholders';

/*
 * The web app's bridge while its screens still recognise messages by their English text: a code becomes its
 * English here, and English text is looked up in a translated catalogue. The API words messages by code.
 */

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

interface EnglishIndex {
  exact: Map<string, string>;
  templates: Template[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER_ARGUMENT = /\{(\w+), number\}/g;
const numbers = new Intl.NumberFormat('en');

/** English text → key, plus a pattern for each message with placeholders (the server fills some in). */
function indexOf(catalogue: Catalogue): EnglishIndex {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(catalogue)) {
    if (!exact.has(text)) exact.set(text, key);
    const names = placeholdersOf(text);
    if (names.length === 0) continue;
    const parts = text.split(PLACEHOLDER);
    // A text made only of placeholders would match anything: it is known by its exact text alone.
    if (parts.every((part, at) => at % 2 === 1 || part === '')) continue;
    const source = parts.map((part, at) => (at % 2 === 1 ? '(.+?)' : escapeRegExp(part))).join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  return { exact, templates };
}

/** Translates a text known by its English wording into the language of `translated`; unknown text comes back. */
export type Translator = (text: string, translated: Catalogue) => string;

/**
 * A translator over any English catalogue (key → English text). It finds a message by its exact English text,
 * or by the pattern of a message whose `{placeholders}` were filled in, and returns the translation with the
 * same values filled in. Text the catalogue does not know, or has no translation for, comes back as it was.
 */
export function catalogueTranslator(catalogue: Catalogue): Translator {
  let index: EnglishIndex | null = null;
  return (text, translated) => {
    index ??= indexOf(catalogue);
    const key = index.exact.get(text);
    if (key) return translated[key] || text;
    for (const template of index.templates) {
      const match = template.pattern.exec(text);
      const translation = match ? translated[template.key] : undefined;
      if (!match || !translation) continue;
      const vars = Object.fromEntries(template.names.map((name, at) => [name, match[at + 1] as string]));
      return fillPlaceholders(translation, vars);
    }
    return text;
  };
}

const sharedTranslator = catalogueTranslator(english);

/** A shared message known by its English text, in the language of `catalogue`; unknown text comes back. */
export function translateSharedMessage(text: string, catalogue: Catalogue): string {
  return sharedTranslator(text, catalogue);
}

/**
 * The English of a shared message code (a schema's issue or a *_MESSAGES constant), its `{name}` and
 * `{name, number}` placeholders filled in; text that is not a code comes back as it is.
 */
export function englishMessage(codeOrText: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = (english as Catalogue)[codeOrText];
  if (template === undefined) return codeOrText;
  const numbered = template.replace(NUMBER_ARGUMENT, (match, name: string) =>
    Object.hasOwn(params, name) ? numbers.format(Number(params[name])) : match,
  );
  return fillPlaceholders(numbered, params);
}

/** The English of a schema issue's message (its code, limits filled in); zod's own English as it is. */
export function englishOfIssue(issue: IssueLike | undefined): string {
  if (!issue) return '';
  return englishMessage(issue.message, issueMessage(issue).params);
}

/** A group of codes (e.g. ACCOUNT_MESSAGES) as the English of each key. */
export function englishGroup<Group extends Readonly<Record<string, string>>>(
  group: Group,
): { readonly [Key in keyof Group]: string } {
  return Object.fromEntries(Object.entries(group).map(([key, code]) => [key, englishMessage(code)])) as never;
}
