import {
  ACCOUNT_MESSAGES,
  BUSINESS_MESSAGES,
  FIELD_MESSAGES,
  PARTNER_MESSAGES,
  PASSWORD_MESSAGES,
} from '../accounts/messages';
import { DEFAULT_ERROR_MESSAGES } from '../api/envelope';
import { DIRECTORY_MESSAGES } from '../directory/schemas';
import { POST_MESSAGES } from '../feed/index';
import { LISTING_MESSAGES } from '../listings/index';
import { MARKET_MESSAGES } from '../marketplace/index';
import { MODERATION_MESSAGES } from '../moderation/index';
import { NOTIFICATION_MESSAGES } from '../notifications/schemas';
import { BUSINESS_PROFILE_MESSAGES } from '../profiles/business';
import { PROFILE_MESSAGES } from '../profiles/schemas';
import { PROPOSAL_MESSAGES } from '../proposals/index';
import { SETTINGS_MESSAGES } from '../settings/schemas';

/*
 * The platform's five languages, and the messages the server and the shared schemas produce (validation
 * errors, refusals, confirmations). English is the source: the *_MESSAGES constants themselves. A
 * translation file (locales/<lang>.json) maps `GROUP.key` to that language's text.
 */

export { isLanguageCode, LANGUAGE_CODES, type LanguageCode, type TranslatedLanguage } from './languages';

export const SHARED_MESSAGE_GROUPS = {
  ACCOUNT_MESSAGES,
  BUSINESS_MESSAGES,
  BUSINESS_PROFILE_MESSAGES,
  DEFAULT_ERROR_MESSAGES,
  DIRECTORY_MESSAGES,
  FIELD_MESSAGES,
  LISTING_MESSAGES,
  MARKET_MESSAGES,
  MODERATION_MESSAGES,
  NOTIFICATION_MESSAGES,
  PARTNER_MESSAGES,
  PASSWORD_MESSAGES,
  POST_MESSAGES,
  PROFILE_MESSAGES,
  PROPOSAL_MESSAGES,
  SETTINGS_MESSAGES,
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Every shared message as `GROUP.key` → English text: the English catalogue. */
export function englishSharedMessages(): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [group, messages] of Object.entries(SHARED_MESSAGE_GROUPS)) {
    for (const [key, text] of Object.entries(messages)) flat[`${group}.${key}`] = text;
  }
  return flat;
}
