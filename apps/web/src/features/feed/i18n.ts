import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import feedEn from '../../locales/en.feed.json';

/*
 * The feed screens' catalogue, namespace `feed`: src/locales/<lang>.feed.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type FeedKey = keyof typeof feedEn;
export type FeedTranslate = (key: FeedKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<FeedKey>('feed', feedEn);

/** Translates into English outside React (tests, helpers). */
export const tf: FeedTranslate = catalogue.translate;
/** The feed translate function of the chosen language, for components. */
export const useFeedT: () => FeedTranslate = catalogue.useTranslate;
