import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';

/*
 * Every translation file has every key its English file has, with the same {placeholders}.
 * English is `en.json` (core) and `en.<feature>.json`; a translation is `<code>.json` / `<code>.<feature>.json`.
 */
const files = import.meta.glob<Record<string, string>>('../locales/*.json', { eager: true, import: 'default' });
const byName = new Map(Object.entries(files).map(([path, messages]) => [path.replace('../locales/', ''), messages]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const translations = LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code);

describe('translation catalogues', () => {
  it('exist for the core catalogue in every language', () => {
    for (const code of translations) expect(byName.has(`${code}.json`), `${code}.json`).toBe(true);
  });

  for (const [name, messages] of byName) {
    const match = /^([a-z]+)(\..+)?\.json$/.exec(name);
    const code = match?.[1];
    if (!code || code === 'en') continue;
    const english = byName.get(`en${match?.[2] ?? ''}.json`) ?? {};
    it(`${name} has every key of its English file, with the same placeholders`, () => {
      const missing = Object.keys(english).filter((key) => !(key in messages));
      expect(missing, `missing in ${name}`).toEqual([]);
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect(extra, `not in English (${name})`).toEqual([]);
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(messages[key] ?? ''), `${name} ${key}`).toEqual(placeholders(text));
        expect((messages[key] ?? '').trim(), `${name} ${key} is empty`).not.toBe('');
      }
    });
  }
});
