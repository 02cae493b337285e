import { BUSINESS_MESSAGES as BUSINESS_MESSAGES_CODES } from '@creative-ng/shared/accounts/messages';
import { englishGroup, englishOfIssue } from '@creative-ng/shared/i18n/translate';
import {
  BUSINESS_PROFILE_MESSAGES,
  businessEditRequestSchema,
  businessVerificationRequestSchema,
  ownedBusinessRequestSchema,
} from '@creative-ng/shared/profiles/business';
import { PROFILE_MESSAGES as PROFILE_MESSAGES_CODES } from '@creative-ng/shared/profiles/schemas';
import { ADD_BUSINESS_SECTORS } from '@creative-ng/shared/reference/options';
import { describe, expect, it } from 'vitest';
import business from '../../locales/en.business.json';
import core from '../../locales/en.json';
import { tb, translateMessage } from './i18n';

const BUSINESS_MESSAGES = englishGroup(BUSINESS_MESSAGES_CODES);
const PROFILE_MESSAGES = englishGroup(PROFILE_MESSAGES_CODES);

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => englishOfIssue(issue)) ?? [];

describe('the business catalogue (src/locales/en.business.json)', () => {
  it("keeps the shared schemas' wording, word for word", () => {
    expect(business['business.messages.updated']).toBe(PROFILE_MESSAGES.updated);
    for (const [name, text] of Object.entries(englishGroup(BUSINESS_PROFILE_MESSAGES))) {
      const message = `business.messages.${name}`;
      const key = (message in business ? message : `business.schemaErrors.${name}`) as keyof typeof business;
      expect(business[key], key).toBe(text);
    }
    expect(messages(businessVerificationRequestSchema.safeParse({ id: 'nope' }))).toContain(
      business['business.schemaErrors.cac'],
    );
    expect(messages(ownedBusinessRequestSchema.safeParse({}))).toEqual(
      expect.arrayContaining([
        business['business.schemaErrors.name'],
        business['business.schemaErrors.address'],
        business['business.schemaErrors.sector'],
      ]),
    );
    expect(messages(businessEditRequestSchema.safeParse({ state: 'Lagos' }))).toContain(
      business['business.schemaErrors.stateLgaTogether'],
    );
    expect(messages(businessEditRequestSchema.safeParse({ sector: 'Film & TV' }))).toContain(
      business['business.schemaErrors.sectorAreaTogether'],
    );
  });

  it('has a label for every add-business sector', () => {
    for (const sector of ADD_BUSINESS_SECTORS) expect(Object.hasOwn(business, `business.sectors.${sector}`)).toBe(true);
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(business)) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });

  it('translates schema and server messages, and falls back to the accounts and core catalogues', () => {
    expect(tb('page.businessProfile.title')).toBe('Business profile');
    expect(translateMessage('No Business Added')).toBe(business['business.side.emptyTitle']);
    expect(translateMessage(BUSINESS_MESSAGES.tradeName)).toBe('Trade name is required.');
    expect(translateMessage('Unknown words')).toBe('Unknown words');
  });
});
