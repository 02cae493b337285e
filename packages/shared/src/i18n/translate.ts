import { englishSharedMessages } from './messages';
import { fillPlaceholders, PLACEHOLDER, placeholdersOf } from './placeholders';

export { fillPlaceholders, placeholdersOf } from './placeholders';

/** A translation file: `GROUP.key` (or another stable key) → text in that language. */
export type Catalogue = Readonly<Record<string, string>>;

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

/** English text → key, plus a pattern for each message with placeholders (the server fills some in). */
function indexOf(english: Catalogue): EnglishIndex {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(english)) {
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
 * The English may be given as a function: it is read (and indexed) on the first call only.
 */
export function catalogueTranslator(english: Catalogue | (() => Catalogue)): Translator {
  let index: EnglishIndex | null = null;
  return (text, translated) => {
    index ??= indexOf(typeof english === 'function' ? english() : english);
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

const sharedTranslator = catalogueTranslator(englishSharedMessages);

/**
 * Translates a message that came from the server or a shared schema, known by its English text. A message
 * the catalogue does not know (or has no translation for) comes back as it was.
 */
export function translateSharedMessage(text: string, catalogue: Catalogue): string {
  return sharedTranslator(text, catalogue);
}
