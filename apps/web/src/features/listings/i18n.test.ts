import { englishGroup } from '@creative-ng/shared/i18n/translate';
import { LISTING_MESSAGES as LISTING_MESSAGES_CODES } from '@creative-ng/shared/listings/index';
import { describe, expect, it } from 'vitest';
import core from '../../locales/en.json';
import listings from '../../locales/en.listings.json';
import { tl } from './i18n';
import { formatLagosDateTime, preview } from './lib/format';

const LISTING_MESSAGES = englishGroup(LISTING_MESSAGES_CODES);

describe('the listings catalogue (src/locales/en.listings.json)', () => {
  it("says the spec's messages word for word", () => {
    for (const [name, text] of Object.entries(LISTING_MESSAGES)) {
      const key = `listings.messages.${name}` as keyof typeof listings;
      if (key in listings) expect(listings[key], key).toBe(text);
    }
    expect(tl('listings.messages.noOffers')).toBe('No Offers found');
    expect(tl('listings.messages.noOtherOffers')).toBe('No other offers available.');
    expect(tl('listings.messages.opportunityNotFound')).toBe('Opportunity not found');
    expect(tl('listings.level.intermediate')).toBe('Intermediate');
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(listings)) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });
});

describe('dates and previews', () => {
  it('shows UTC moments on the Nigerian clock', () => {
    // 13:30 UTC is 14:30 in Lagos (WAT, UTC+1, all year).
    expect(formatLagosDateTime('2026-03-14T13:30:00.000000Z')).toMatch(/14:30|2:30/);
    expect(formatLagosDateTime('not a date')).toBe('');
  });

  it('cuts long text on a word', () => {
    expect(preview('short', 10)).toBe('short');
    expect(preview('one two three four five six', 14)).toBe('one two three…');
  });
});
