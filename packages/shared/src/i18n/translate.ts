import { englishSharedMessages } from './messages';

/** A translation file: `GROUP.key` (or another stable key) → text in that language. */
export type Catalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; one without a value stays as written. */
export function fillPlaceholders(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let index: { exact: Map<string, string>; templates: Template[] } | null = null;

/** English text → key, plus a pattern for each message with placeholders (the server fills some in). */
function englishIndex() {
  if (index) return index;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(englishSharedMessages())) {
    if (!exact.has(text)) exact.set(text, key);
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) continue;
    const source = text
      .split(PLACEHOLDER)
      .map((part, at) => (at % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  index = { exact, templates };
  return index;
}

/**
 * Translates a message that came from the server or a shared schema, known by its English text. A message
 * the catalogue does not know (or has no translation for) comes back as it was.
 */
export function translateSharedMessage(text: string, catalogue: Catalogue): string {
  const { exact, templates } = englishIndex();
  const key = exact.get(text);
  if (key) return catalogue[key] ?? text;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    const translated = match ? catalogue[template.key] : undefined;
    if (!match || !translated) continue;
    const vars = Object.fromEntries(template.names.map((name, at) => [name, match[at + 1] as string]));
    return fillPlaceholders(translated, vars);
  }
  return text;
}
