import { englishGroup, englishOfIssue } from '@creative-ng/shared/i18n/translate';
import {
  changePasswordRequestSchema,
  SETTINGS_MESSAGES,
  visibilityRequestSchema,
} from '@creative-ng/shared/settings/schemas';
import { describe, expect, it } from 'vitest';
import core from '../../locales/en.json';
import settings from '../../locales/en.settings.json';
import { translateMessage, ts } from './i18n';

describe('the settings catalogue (src/locales/en.settings.json)', () => {
  it('says the same as the shared settings messages, word for word', () => {
    for (const [name, text] of Object.entries(englishGroup(SETTINGS_MESSAGES))) {
      // The schemas' field messages are mirrored as settings.schemaErrors.<name>.
      const message = `settings.messages.${name}`;
      const key = (message in settings ? message : `settings.schemaErrors.${name}`) as keyof typeof settings;
      expect(settings[key], key).toBe(text);
    }
    const visibility = visibilityRequestSchema.safeParse({ visibility: 'hidden' });
    expect(visibility.success).toBe(false);
    expect(englishOfIssue(visibility.error?.issues[0])).toBe(settings['settings.schemaErrors.visibility']);
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(settings)) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });

  it('falls back to the core catalogue and translates schema and server messages', () => {
    expect(ts('page.settings.title')).toBe('Settings');
    expect(translateMessage('Your current password is not correct.')).toBe(
      settings['settings.messages.currentPasswordWrong'],
    );
    // Password rules come from the accounts catalogue.
    const weak = changePasswordRequestSchema.safeParse({ current_password: 'x', new_password: 'short' });
    expect(translateMessage(englishOfIssue(weak.error?.issues[0]))).toBe(
      'Password should be at least 8 characters long.',
    );
    expect(translateMessage('Something nobody said before')).toBe('Something nobody said before');
  });
});
