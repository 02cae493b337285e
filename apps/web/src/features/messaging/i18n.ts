import { MESSAGING_MESSAGES } from '@creative-ng/shared/messaging/index';
import { featureCatalogue } from '../../lib/catalogue';
import type { MessageKey, MessageVars } from '../../lib/i18n';
import messagingEn from '../../locales/en.messaging.json';

/*
 * The messaging catalogue (src/locales/en.messaging.json), loaded with the inbox and conversation pages only. Keys
 * not in it fall back to the core catalogue. Server messages arrive worded in the chosen language (decision 0029)
 * and are shown as they come.
 */

export type MessagingKey = keyof typeof messagingEn;
export type MessagingTranslate = (key: MessagingKey | MessageKey, vars?: MessageVars) => string;

const catalogue = featureCatalogue(messagingEn);

export const tmsg: MessagingTranslate = catalogue.translate;
export const useMessagingT = catalogue.useTranslate;

/** The codes this feature's pages expect from the server (kept here so a renamed code fails the typecheck). */
export const CODES = MESSAGING_MESSAGES;
