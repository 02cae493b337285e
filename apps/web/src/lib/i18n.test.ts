import { DEFAULT_ERROR_MESSAGES as DEFAULT_ERROR_MESSAGES_CODES } from '@creative-ng/shared';
import { englishGroup } from '@creative-ng/shared/i18n/translate';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { interpolate, type MessageKey, t } from './i18n';

const DEFAULT_ERROR_MESSAGES = englishGroup(DEFAULT_ERROR_MESSAGES_CODES);

describe('t()', () => {
  it('returns the English text of a key', () => {
    expect(t('nav.home')).toBe('Home');
    expect(t('error.title')).toBe('Unexpected Application Error!');
  });

  it('fills {name} placeholders, repeated and numeric', () => {
    expect(t('common.pageOf', { page: 2, total: 9 })).toBe('2 of 9');
    expect(interpolate('{a} and {a} and {b}', { a: 'x', b: 0 })).toBe('x and x and 0');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(interpolate('Hello {name}, {other}', { name: 'Ada' })).toBe('Hello Ada, {other}');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });

  it('falls back to the key for an unknown key', () => {
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
  });
});

describe('en.json', () => {
  const entries = Object.entries(en as Record<string, unknown>);

  it('has only non-empty strings', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it("keeps the spec's own wording", () => {
    expect(t('signIn.title')).toBe('Sign in');
    expect(t('signIn.description')).toBe('Log in to your profile to continue');
    expect(t('signIn.signUpLink')).toBe("Don't have an account? Sign Up");
    expect(t('create.tabPost')).toBe('Create Post');
    expect(t('create.tabProduct')).toBe('Create Product');
    expect(t('landing.bannerLabel')).toBe('Coming Soon');
    expect(t('footer.verification', { provider: 'X' })).toBe('Verification powered by X');
    expect(t('page.adminDashboard.title')).toBe('Admin Directory');
  });

  it('says the same as the shared error messages for every error code', () => {
    for (const [code, message] of Object.entries(DEFAULT_ERROR_MESSAGES)) {
      expect(t(`apiErrors.${code}` as MessageKey)).toBe(message);
    }
  });
});
