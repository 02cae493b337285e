import { ACCOUNT_MESSAGES, MARKET_MESSAGES } from '@creative-ng/shared';
import { EMAIL_CATALOGUES, SHARED_CATALOGUES } from '@creative-ng/shared/i18n/catalogues';
import { messageRef } from '@creative-ng/shared/i18n/codes';
import { catalogueProblems } from '@creative-ng/shared/i18n/completeness';
import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../src/adapters/identity/types';
import { emailText, isEmailKey, isMessageCode, languageFromHeader, messageText } from '../src/i18n/index';
import { MEDIA_MESSAGES } from '../src/modules/media/rules';

const { en: enEmails, ...TRANSLATED_EMAILS } = EMAIL_CATALOGUES;

describe("the emails' catalogue", () => {
  it('is ICU MessageFormat that parses, in English', () => {
    expect(catalogueProblems(enEmails, enEmails)).toEqual([]);
  });

  it.each(Object.keys(TRANSLATED_EMAILS) as (keyof typeof TRANSLATED_EMAILS)[])(
    'has every key of English in %s, and no other, reading the same arguments',
    (language) => {
      expect(catalogueProblems(enEmails, TRANSLATED_EMAILS[language])).toEqual([]);
    },
  );
});

describe('words by code', () => {
  it('says a shared message in each language, English by default for the spec’s wording', () => {
    expect(messageText('en', ACCOUNT_MESSAGES.loginFailed)).toBe('Log in failed!');
    expect(messageText('ha', ACCOUNT_MESSAGES.loginFailed)).toBe(SHARED_CATALOGUES.ha['account.loginFailed']);
    expect(messageText('ha', ACCOUNT_MESSAGES.loginFailed)).not.toBe('Log in failed!');
  });

  it('fills placeholders, numbers in the language’s way and choices by value', () => {
    expect(messageText('en', messageRef(MARKET_MESSAGES.tooManyItems, { max: 1000 }))).toBe(
      'You can order at most 1,000 at a time.',
    );
    expect(messageText('en', messageRef(ACCOUNT_MESSAGES.wrongAccountType, { type: 'business' }))).toBe(
      'This email belongs to a Business account. Choose Business to sign in.',
    );
    expect(messageText('ha', messageRef(ACCOUNT_MESSAGES.wrongAccountType, { type: 'user' }))).toContain('Mai fasaha');
    expect(messageText('en', MEDIA_MESSAGES.tooLarge(5 * 1024 * 1024))).toBe(
      'The image is too large. The largest allowed is 5 MB.',
    );
    expect(messageText('en', MEDIA_MESSAGES.tooManyPixels(2_500_000))).toBe(
      'This image has too many pixels. The largest allowed is 2.5 megapixels.',
    );
    expect(messageText('en', IDENTITY_MESSAGES.mismatch('BVN', ['dateOfBirth']))).toBe(
      'The date of birth on that BVN does not match the one you gave. Check it and try again.',
    );
    expect(messageText('pcm', IDENTITY_MESSAGES.notFound('NIN'))).toContain('NIN');
  });

  it('knows its codes from labels and email keys', () => {
    expect(isMessageCode(ACCOUNT_MESSAGES.loggedIn)).toBe(true);
    expect(isMessageCode('Profile')).toBe(false);
    expect(isMessageCode('email.hello')).toBe(false);
    expect(isEmailKey('email.hello')).toBe(true);
    expect(emailText('ig', 'email.hello', { name: 'Ada' })).toBe(
      (EMAIL_CATALOGUES.ig['email.hello'] as string).replace('{name}', 'Ada'),
    );
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
