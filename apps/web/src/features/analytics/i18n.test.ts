import { NEED_TYPES, PARTNER_TYPES } from '@creative-ng/shared/reference/index';
import { describe, expect, it } from 'vitest';
import analytics from '../../locales/en.analytics.json';
import core from '../../locales/en.json';
import { ta } from './i18n';

describe('the analytics catalogue (src/locales/en.analytics.json)', () => {
  it('names every need and partner type', () => {
    for (const need of NEED_TYPES) expect(ta(`analytics.need.${need.id}` as never)).toBe(need.label);
    for (const type of PARTNER_TYPES)
      expect(Object.hasOwn(analytics, `analytics.partnerType.${type}`), type).toBe(true);
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(analytics)) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });
});
