import { SHARED_CATALOGUES } from '@creative-ng/shared/i18n/catalogues';
import { englishSharedMessages } from '@creative-ng/shared/i18n/messages';
import { type Catalogue, fillPlaceholders, placeholdersOf } from '@creative-ng/shared/i18n/translate';
import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../src/adapters/identity/types';
import { API_CATALOGUES, apiText, languageFromHeader, translateMessage } from '../src/i18n/index';
import en from '../src/i18n/locales/en.json';
import { formatBytes, MEDIA_MESSAGES, MEDIA_PURPOSES } from '../src/modules/media/rules';

const TRANSLATED = ['ha', 'yo', 'ig', 'pcm'] as const;
const sorted = (values: Iterable<string>) => [...values].sort();

/** Every key of English, no other, each non-empty and with the same {placeholders} as the English. */
function expectComplete(english: Catalogue, translated: Catalogue) {
  expect(sorted(Object.keys(translated))).toEqual(sorted(Object.keys(english)));
  for (const [key, text] of Object.entries(english)) {
    const translation = translated[key] ?? '';
    expect(translation.trim(), key).not.toBe('');
    expect(sorted(placeholdersOf(translation)), key).toEqual(sorted(placeholdersOf(text)));
  }
}

describe('catalogues are complete', () => {
  it.each(TRANSLATED)('the shared messages in %s', (language) => {
    expectComplete(englishSharedMessages(), SHARED_CATALOGUES[language]);
  });

  it.each(TRANSLATED)("the API's own words in %s", (language) => {
    expectComplete(en, API_CATALOGUES[language]);
  });
});

describe("the API catalogue's English is the English the code sends", () => {
  it('media.* is MEDIA_MESSAGES', () => {
    const mediaKeys = Object.keys(en).filter((key) => key.startsWith('media.'));
    expect(sorted(mediaKeys)).toEqual(sorted(Object.keys(MEDIA_MESSAGES).map((key) => `media.${key}`)));
    for (const [key, message] of Object.entries(MEDIA_MESSAGES)) {
      if (typeof message === 'string') expect(apiText('en', `media.${key}`)).toBe(message);
    }
    for (const bytes of [5 * 1024 * 1024, 1536 * 1024, 300 * 1024]) {
      expect(apiText('en', 'media.tooLarge', { size: formatBytes(bytes) })).toBe(MEDIA_MESSAGES.tooLarge(bytes));
    }
    expect(apiText('en', 'media.tooManyPixels', { megapixels: 40 })).toBe(MEDIA_MESSAGES.tooManyPixels(40_000_000));
    expect(apiText('en', 'media.tooManyPixels', { megapixels: '2.5' })).toBe(MEDIA_MESSAGES.tooManyPixels(2_500_000));
    expect(apiText('en', 'media.purpose', { purposes: MEDIA_PURPOSES.join(', ') })).toBe(
      MEDIA_MESSAGES.purpose(MEDIA_PURPOSES),
    );
  });

  it('identity.* is IDENTITY_MESSAGES', () => {
    const expected = ['format', 'names', 'dateOfBirthFormat', 'verified', 'notFound', 'unavailable', 'chooseType'];
    expect(sorted(Object.keys(en).filter((key) => key.startsWith('identity.')))).toEqual(
      sorted([...expected, 'mismatchName', 'mismatchDateOfBirth'].map((key) => `identity.${key}`)),
    );
    for (const type of ['NIN', 'BVN'] as const) {
      for (const key of expected) {
        const message = IDENTITY_MESSAGES[key as keyof typeof IDENTITY_MESSAGES];
        const english = typeof message === 'function' ? (message as (t: typeof type) => string)(type) : message;
        expect(apiText('en', `identity.${key}`, { type })).toBe(english);
      }
      expect(apiText('en', 'identity.mismatchName', { type })).toBe(IDENTITY_MESSAGES.mismatch(type, ['lastName']));
      expect(apiText('en', 'identity.mismatchDateOfBirth', { type })).toBe(
        IDENTITY_MESSAGES.mismatch(type, ['dateOfBirth']),
      );
    }
  });
});

describe('the request language (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ha', 'ha'],
    ['yo-NG', 'yo'],
    ['IG', 'ig'],
    ['pcm', 'pcm'],
    ['fr-FR, yo;q=0.8, en;q=0.5', 'yo'],
    ['en-GB,en;q=0.9', 'en'],
    ['*', 'en'],
    ['fr, de', 'en'],
    ['ha;q=0, ig', 'ig'],
    ['en;q=0.4, ha;q=0.9', 'ha'],
    ['haw, ha', 'ha'],
  ])('%j answers in %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('translating a message by its English text', () => {
  const ha = { ...SHARED_CATALOGUES.ha, ...API_CATALOGUES.ha };

  it('translates a shared message and an API message; English and unknown text stay as they are', () => {
    const [key, english] = Object.entries(englishSharedMessages()).find(([, text]) => !text.includes('{')) ?? [];
    expect(translateMessage(english ?? '', 'ha')).toBe(ha[key ?? '']);
    expect(translateMessage(MEDIA_MESSAGES.noFile, 'yo')).toBe(API_CATALOGUES.yo['media.noFile']);
    expect(translateMessage(MEDIA_MESSAGES.noFile, 'en')).toBe(MEDIA_MESSAGES.noFile);
    expect(translateMessage('Adire indigo series', 'ig')).toBe('Adire indigo series');
  });

  it('translates messages whose placeholders were filled in, keeping the values', () => {
    expect(translateMessage(MEDIA_MESSAGES.tooLarge(5 * 1024 * 1024), 'ha')).toBe(
      fillPlaceholders(ha['media.tooLarge'] ?? '', { size: '5 MB' }),
    );
    expect(translateMessage(IDENTITY_MESSAGES.notFound('BVN'), 'pcm')).toBe(
      fillPlaceholders(API_CATALOGUES.pcm['identity.notFound'] ?? '', { type: 'BVN' }),
    );
    const limited = 'Too many attempts. Please wait 42 seconds and try again.';
    expect(translateMessage(limited, 'ig')).toBe(
      fillPlaceholders(API_CATALOGUES.ig['api.tooManyAttempts'] ?? '', { seconds: '42' }),
    );
  });

  it('does not translate the words of emails and notices (they are worded per account, not recognised)', () => {
    expect(translateMessage(en['notice.someone'], 'ha')).toBe(en['notice.someone']);
  });
});
