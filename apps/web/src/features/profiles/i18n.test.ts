import { FIELD_MESSAGES as FIELD_MESSAGES_CODES } from '@creative-ng/shared/accounts/messages';
import { englishGroup } from '@creative-ng/shared/i18n/translate';
import { PROFILE_MESSAGES as PROFILE_MESSAGES_CODES } from '@creative-ng/shared/profiles/schemas';
import { describe, expect, it } from 'vitest';
import core from '../../locales/en.json';
import profiles from '../../locales/en.profiles.json';
import { tp, translateMessage } from './i18n';

const FIELD_MESSAGES = englishGroup(FIELD_MESSAGES_CODES);
const PROFILE_MESSAGES = englishGroup(PROFILE_MESSAGES_CODES);

describe('the profiles catalogue (src/locales/en.profiles.json)', () => {
  it('says the same as the shared profile and field messages, word for word', () => {
    for (const [prefix, group] of [
      ['profiles.messages.', PROFILE_MESSAGES],
      ['profiles.fieldErrors.', FIELD_MESSAGES],
    ] as const) {
      for (const [name, text] of Object.entries(group)) {
        // The schemas' field messages are mirrored as profiles.schemaErrors.<name>. A message with a
        // {placeholder} is filled in before it is shown: the Field shows it through the shared catalogue.
        if (/\{\w+\}/.test(text)) continue;
        const own = `${prefix}${name}`;
        const key = (own in profiles ? own : `profiles.schemaErrors.${name}`) as keyof typeof profiles;
        expect(profiles[key], key).toBe(text);
      }
    }
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(profiles)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });

  it("keeps the spec's wording and falls back to the core catalogue", () => {
    expect(tp('profiles.messages.updated')).toBe('profile updated ');
    expect(tp('profiles.edit.open')).toBe('Edit My Information');
    expect(tp('profiles.summary.viewProfile')).toBe('View Profile');
    expect(tp('profiles.blacklist.button')).toBe('BlackList Creator');
    expect(tp('common.close')).toBe('Close');
  });

  it('finds the key of a server or schema message, and leaves unknown text as it is', () => {
    expect(translateMessage('You have already added this skill.')).toBe('You have already added this skill.');
    expect(translateMessage('Something new from the server')).toBe('Something new from the server');
  });
});
