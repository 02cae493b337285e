import { englishGroup, englishOfIssue } from '@creative-ng/shared/i18n/translate';
import {
  MODERATION_MESSAGES as MODERATION_MESSAGES_CODES,
  reportRequestSchema,
} from '@creative-ng/shared/moderation/index';
import { describe, expect, it } from 'vitest';
import core from '../../locales/en.json';
import moderation from '../../locales/en.moderation.json';
import { tm, translateMessage } from './i18n';

const MODERATION_MESSAGES = englishGroup(MODERATION_MESSAGES_CODES);

describe('the moderation catalogue (src/locales/en.moderation.json)', () => {
  it('says the same as the shared moderation messages, word for word', () => {
    for (const [name, text] of Object.entries(MODERATION_MESSAGES)) {
      const key = `moderation.messages.${name}` as keyof typeof moderation;
      expect(moderation[key], key).toBe(text);
      expect(translateMessage(text)).toBe(text);
    }
    const short = reportRequestSchema.shape.reason.safeParse('bad');
    expect(translateMessage(englishOfIssue(short.error?.issues[0]))).toBe(
      moderation['moderation.messages.reasonTooShort'],
    );
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(moderation)) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });

  it('fills placeholders and falls back to the core catalogue', () => {
    expect(tm('moderation.report.title', { label: 'Ada' })).toBe('Report Ada');
    expect(tm('nav.adminReports')).toBe('Reports');
    expect(translateMessage('Some text the server made up')).toBe('Some text the server made up');
  });
});
