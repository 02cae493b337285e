import { describe, expect, it } from 'vitest';
import { SHARED_CATALOGUES } from '../src/i18n/catalogues';
import { argumentsOf, catalogueProblems } from '../src/i18n/completeness';

const TRANSLATED = ['ha', 'yo', 'ig', 'pcm'] as const;

describe('the shared catalogue', () => {
  it('is ICU MessageFormat that parses, in English', () => {
    expect(catalogueProblems(SHARED_CATALOGUES.en, SHARED_CATALOGUES.en)).toEqual([]);
  });

  it.each(TRANSLATED)('has every code of English in %s, and no other, reading the same arguments', (language) => {
    expect(catalogueProblems(SHARED_CATALOGUES.en, SHARED_CATALOGUES[language])).toEqual([]);
  });
});

describe('the completeness check', () => {
  it('reads the arguments of placeholders, selects and plurals', () => {
    expect(argumentsOf('Hello {name}')).toEqual(['name']);
    expect(argumentsOf('{count, plural, =1 {One from {who}} other {# new}}')).toEqual(['count', 'who']);
    expect(argumentsOf('A {type, select, user {Creative} other {Admin}} account; {type, select, other {x}}')).toEqual([
      'type',
    ]);
  });

  it('names a missing, empty, extra, broken or differently filled text', () => {
    const english = { a: 'Hello {name}', b: 'Bye', c: 'Plain', d: 'At most {max, number}' };
    const translated = { a: 'Sannu {suna}', b: ' ', d: 'Fiye da {max', e: 'Extra' };
    expect(catalogueProblems(english, translated)).toEqual([
      'a: reads {suna}, English reads {name}',
      'b: empty',
      'c: missing',
      expect.stringMatching(/^d: /),
      'e: not in English',
    ]);
  });
});
