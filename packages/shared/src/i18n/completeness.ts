import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from './catalogues';

/*
 * What keeps the catalogues whole: every language has every key of English, no other, each text ICU MessageFormat
 * that parses and reads the same arguments as the English. Used by the tests of the shared, API and web
 * catalogues; nothing here runs in the app.
 */

function collect(tokens: CompiledMessage, into: Set<string>): void {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [choice, branch] of Object.entries(format)) {
        if (choice !== 'offset' && Array.isArray(branch)) collect(branch as CompiledMessage, into);
      }
    }
  }
}

/** The argument names an ICU message reads (placeholders, and what a select or plural decides on), sorted. */
export function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  collect(compileMessageOrThrow(text), names);
  return [...names].sort();
}

function problemsOfText(key: string, english: string, text: string | undefined): string[] {
  if (text === undefined) return [`${key}: missing`];
  if (text.trim() === '') return [`${key}: empty`];
  try {
    const expected = argumentsOf(english).join(', ');
    const found = argumentsOf(text).join(', ');
    return found === expected ? [] : [`${key}: reads {${found}}, English reads {${expected}}`];
  } catch (error) {
    return [`${key}: ${(error as Error).message.split('\n')[0]}`];
  }
}

/** Everything wrong with a translation of a catalogue, one line each; empty when it is complete. */
export function catalogueProblems(english: Catalogue, translated: Catalogue): string[] {
  const extra = Object.keys(translated)
    .filter((key) => !Object.hasOwn(english, key))
    .map((key) => `${key}: not in English`);
  const own = Object.entries(english).flatMap(([key, text]) => problemsOfText(key, text, translated[key]));
  return [...own, ...extra];
}
