import { describe, expect, it } from 'vitest';

/*
 * Why this test exists: every message of the shared schemas is a code (`group.key`) that clients word in the
 * reader's language from the shared catalogue (src/i18n/locales/<lang>/shared.json). A message written inline in
 * a schema, such as `{ error: 'Choose a sector.' }` or `requiredText('Business name is required', 160)`, has no
 * code, so it reaches every reader in English. Add a code to the catalogue (every language) and to the feature's
 * *_MESSAGES group, and pass the group's code instead; for a limit, write `{max}` or `{min}` (the issue fills it).
 *
 * The check is a plain text scan, not a parser: outside the *_MESSAGES definitions and comments, it flags
 * - a text literal given as `error:` or `message:` (zod's options, ctx.addIssue), and
 * - a text literal as the first or last argument of a call that reads like an English sentence: a capital
 *   letter, then three words or more, or ending in . ! or ? ('Choose CAC.' is one; 'Part Time' is not).
 */

const WORDS = String.raw`[^'"\`\n]*`;
/** `error: '…'` / `message: "…"` / `error: \`…\`` with at least two words. */
const OPTION = new RegExp(String.raw`\b(?:error|message)\s*:\s*(['"\`])(${WORDS}[A-Za-z] ${WORDS})\1`, 'g');
/**
 * A quoted text as the first argument of a call (`requiredText('…', 80)`) or the last (`.min(1, '…')`):
 * a helper's or a zod check's message. Items of a list (`['Full Time', 'Part Time']`) are neither.
 */
const ARGUMENT = new RegExp(
  String.raw`\(\s*(['"\`])([A-Z]${WORDS})\1\s*[,)]|,\s*(['"\`])([A-Z]${WORDS})\3\s*,?\s*\)`,
  'g',
);
const looksLikeSentence = (text: string) => text.trim().split(/\s+/).length >= 3 || /[.!?]$/.test(text);

/** The *_MESSAGES definitions (where English belongs) and comments, blanked out; lines keep their numbers. */
function withoutMessagesAndComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:])\/\/.*$/gm, (match, before: string) => before + blank(match.slice(before.length)));
  let inMessages = false;
  return code
    .split('\n')
    .map((line) => {
      const starts = /^(export )?const [A-Z_]+_MESSAGES\b/.test(line);
      if (!inMessages && !starts) return line;
      // A definition ends at the `}` that starts a line, or on its first line when it is written on one.
      inMessages = starts ? !/\}( as const)?;?\s*$/.test(line) : !line.startsWith('}');
      return '';
    })
    .join('\n');
}

/** Each inline English message of a source file, as `line: text`. */
function inlineMessages(source: string): string[] {
  const code = withoutMessagesAndComments(source);
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const found: { index: number; text: string }[] = [];
  for (const match of code.matchAll(OPTION)) found.push({ index: match.index, text: match[2] as string });
  for (const match of code.matchAll(ARGUMENT)) {
    const text = (match[2] ?? match[4]) as string;
    if (looksLikeSentence(text)) found.push({ index: match.index, text });
  }
  return found.sort((a, b) => a.index - b.index).map(({ index, text }) => `${lineOf(index)}: ${text}`);
}

/** packages/shared has no Node types (it runs in the browser too): the two fs calls and the folder are typed here. */
interface FileSystem {
  readdirSync(path: string, options: { recursive: true }): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
}
const NODE_FS = 'node:fs';
const testFolder = (import.meta as unknown as { dirname: string }).dirname;

describe('messages of the shared schemas are in the catalogue', () => {
  it('has no inline English message in packages/shared/src', async () => {
    const fs = (await import(NODE_FS)) as FileSystem;
    const src = `${testFolder}/../src`;
    const files = fs
      .readdirSync(src, { recursive: true })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      inlineMessages(fs.readFileSync(`${src}/${file}`, 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found, 'move these into a *_MESSAGES constant and translate them').toEqual([]);
  });

  it('flags the inline forms and lets constants, option lists and comments through', () => {
    const source = [
      "export const THING_MESSAGES = { choose: 'Choose something.' } as const;",
      "const a = z.enum(OPTIONS, { error: 'Choose something.' });",
      "ctx.addIssue({ code: 'custom', path: ['x'], message: 'Send the state and the LGA together.' });",
      "const b = requiredText('Business name is required', 160);",
      'const c = z.string().min(1, `Too short.`);',
      'const d = nigerianPhoneField(',
      "  'Phone number is required.',",
      ');',
      'const e = z.enum(VALUES, { error: THING_MESSAGES.choose });',
      "const f = ['Full Time', 'Part Time', 'Contract'] as const;",
      "// requiredText('Only a comment here', 10)",
      "const g = new URL('https://example.ng/a b');",
    ].join('\n');
    expect(inlineMessages(source)).toEqual([
      '2: Choose something.',
      '3: Send the state and the LGA together.',
      '4: Business name is required',
      '5: Too short.',
      '6: Phone number is required.',
    ]);
  });
});
