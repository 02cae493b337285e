import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import moderationEn from '../../locales/en.moderation.json';

/*
 * The moderation screens' catalogue, namespace `moderation`: src/locales/<lang>.moderation.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type ModerationKey = keyof typeof moderationEn;
export type ModerationTranslate = (key: ModerationKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<ModerationKey>('moderation', moderationEn);

/** Translates into English outside React (tests, helpers). */
export const tm: ModerationTranslate = catalogue.translate;
/** The moderation translate function of the chosen language, for components. */
export const useModerationT: () => ModerationTranslate = catalogue.useTranslate;
