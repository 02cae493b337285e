import { englishGroup } from '@creative-ng/shared/i18n/translate';
import { MARKET_MESSAGES as MARKET_MESSAGES_CODES } from '@creative-ng/shared/marketplace/index';
import { PROPOSAL_MESSAGES as PROPOSAL_MESSAGES_CODES } from '@creative-ng/shared/proposals/index';
import { describe, expect, it } from 'vitest';
import core from '../../locales/en.json';
import market from '../../locales/en.marketplace.json';
import proposals from '../../locales/en.proposals.json';
import { tp } from '../proposals/i18n';
import { tm } from './i18n';
import { formatKobo } from './lib/marketApi';

const MARKET_MESSAGES = englishGroup(MARKET_MESSAGES_CODES);
const PROPOSAL_MESSAGES = englishGroup(PROPOSAL_MESSAGES_CODES);

describe('the marketplace and proposals catalogues', () => {
  it("say the spec's messages word for word", () => {
    for (const [name, text] of Object.entries(MARKET_MESSAGES)) {
      const key = `market.messages.${name}` as keyof typeof market;
      if (key in market) expect(market[key], key).toBe(text);
    }
    for (const [name, text] of Object.entries(PROPOSAL_MESSAGES)) {
      const key = `proposals.messages.${name}` as keyof typeof proposals;
      if (key in proposals) expect(proposals[key], key).toBe(text);
    }
    expect(tm('market.messages.noProducts')).toBe('No products found');
    expect(tm('market.messages.noProduct')).toBe('No product found');
    expect(tm('market.messages.noUserProducts')).toBe('No products found for this user.');
    expect(tm('market.filters.modalTitle')).toBe('Filter Products');
    expect(tp('proposals.messages.allRequired')).toBe('All fields are required');
  });

  it('have only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries({ ...market, ...proposals })) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });
});

describe('prices', () => {
  it('are shown in naira as Nigerians read them, without kobo', () => {
    expect(formatKobo(2_500_000)).toBe('₦25,000');
    expect(formatKobo(2_000_000_000)).toBe('₦20,000,000');
    expect(formatKobo(123_450)).toBe('₦1,235');
  });
});
