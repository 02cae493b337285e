import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueProblems } from '@creative-ng/shared/i18n/completeness';
import { LANGUAGE_CODES } from '@creative-ng/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { applyCatalogue, featureCatalogue, i18nOf, loadCatalogue, type MessageKey, t } from './i18n';

/*
 * The catalogues a translator edits, read as files (the web's and the shared package's, emails included): every
 * language has every key of English in every namespace,
 * each text ICU MessageFormat that parses and reads the same values as the English (decision 0092). A key missing
 * in any language fails here.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB = path.resolve(here, '../locales');
const SHARED = path.resolve(here, '../../../../packages/shared/src/i18n/locales');
const read = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Web namespaces by their English file: '' for en.json (core), '.accounts' for en.accounts.json, … */
const namespaces = fs
  .readdirSync(WEB)
  .map((name) => /^en((?:\.[a-z-]+)?)\.json$/.exec(name)?.[1])
  .filter((suffix): suffix is string => suffix !== undefined);

describe('the catalogues in every language', () => {
  it('has the core and the feature namespaces, and the shared package its shared and emails ones', () => {
    expect(namespaces).toContain('');
    expect(namespaces.length).toBeGreaterThan(10);
    expect(fs.readdirSync(path.join(SHARED, 'en')).sort()).toEqual(['emails.json', 'shared.json']);
  });

  for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    for (const suffix of namespaces) {
      it(`${language}${suffix}.json has every key of en${suffix}.json, each worded, with the same values`, () => {
        const file = path.join(WEB, `${language}${suffix}.json`);
        expect(fs.existsSync(file), file).toBe(true);
        expect(catalogueProblems(read(path.join(WEB, `en${suffix}.json`)), read(file))).toEqual([]);
      });
    }
    for (const file of fs.readdirSync(path.join(SHARED, 'en'))) {
      it(`the shared package's ${file} in ${language} has every key of English, each worded, with the same values`, () => {
        const english = read(path.join(SHARED, 'en', file));
        expect(catalogueProblems(english, read(path.join(SHARED, language, file)))).toEqual([]);
      });
    }
  }

  it('English texts parse, and no key is in two web namespaces (one translate function reads them all)', () => {
    const seen = new Map<string, string>();
    for (const suffix of namespaces) {
      const english = read(path.join(WEB, `en${suffix}.json`));
      expect(catalogueProblems(english, english), `en${suffix}.json`).toEqual([]);
      for (const key of Object.keys(english)) {
        expect(seen.get(key), `${key} in en${suffix}.json`).toBeUndefined();
        seen.set(key, `en${suffix}.json`);
      }
    }
  });

  it('a missing key is found', () => {
    expect(catalogueProblems({ 'a.b': 'A {name}', 'a.c': 'C' }, { 'a.b': 'Ā {name}' })).toEqual(['a.c: missing']);
  });
});

describe('t() and the loaded catalogues', () => {
  it('returns the English text of a key, its values filled in', () => {
    expect(t('nav.home')).toBe('Home');
    expect(t('common.pageOf', { page: 2, total: 9 })).toBe('2 of 9');
    expect(t('footer.verification', { provider: 'X' })).toBe('Verification powered by X');
  });

  it("keeps the spec's own wording", () => {
    expect(t('signIn.title')).toBe('Sign in');
    expect(t('signIn.signUpLink')).toBe("Don't have an account? Sign Up");
    expect(t('page.adminDashboard.title')).toBe('Admin Directory');
  });

  it('falls back to the key for an unknown key', () => {
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
  });

  it('words a language from its loaded catalogue, English where a namespace is not loaded', async () => {
    const feature = featureCatalogue('settings', (await import('../locales/en.settings.json')).default);
    expect(feature.translate('nav.home')).toBe('Home');
    const hausa = await loadCatalogue('ha', ['core']);
    expect(Object.keys(hausa.namespaces)).toEqual(['core']);
    applyCatalogue(hausa);
    expect(i18nOf('ha')._('nav.home')).toBe(read(path.join(WEB, 'ha.json'))['nav.home']);
    const settingsKey = Object.keys(read(path.join(WEB, 'en.settings.json')))[0] as string;
    expect(i18nOf('ha')._(settingsKey)).toBe(read(path.join(WEB, 'en.settings.json'))[settingsKey]);
    applyCatalogue(await loadCatalogue('ha', ['settings']));
    expect(i18nOf('ha')._(settingsKey)).toBe(read(path.join(WEB, 'ha.settings.json'))[settingsKey]);
  });

  it('words shared messages by code, values filled in', async () => {
    applyCatalogue(await loadCatalogue('en', ['shared']));
    applyCatalogue(await loadCatalogue('yo', ['shared']));
    const shared = read(path.join(SHARED, 'yo/shared.json'));
    expect(i18nOf('yo', 'shared')._('field.invalidEmail')).toBe(shared['field.invalidEmail']);
    expect(i18nOf('en', 'shared')._('profile.tooManySkills', { max: 30 })).toBe('You can add at most 30 skills.');
  });
});
