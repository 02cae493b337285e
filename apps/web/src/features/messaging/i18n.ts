import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { MESSAGING_MESSAGES } from '@creative-ng/shared/messaging/index';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import messagingEn from '../../locales/en.messaging.json';

/*
 * The messaging screens' catalogue, namespace `messaging`: src/locales/<lang>.messaging.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type MessagingKey = keyof typeof messagingEn;
export type MessagingTranslate = (key: MessagingKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<MessagingKey>('messaging', messagingEn);

/** Translates into English outside React (tests, helpers). */
export const tmsg: MessagingTranslate = catalogue.translate;
/** The messaging translate function of the chosen language, for components. */
export const useMessagingT: () => MessagingTranslate = catalogue.useTranslate;

/** The codes this feature's pages expect from the server (kept here so a renamed code fails the typecheck). */
export const CODES = MESSAGING_MESSAGES;
