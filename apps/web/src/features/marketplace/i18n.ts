import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import marketplaceEn from '../../locales/en.marketplace.json';

/*
 * The marketplace screens' catalogue, namespace `marketplace`: src/locales/<lang>.marketplace.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type MarketKey = keyof typeof marketplaceEn;
export type MarketTranslate = (key: MarketKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<MarketKey>('marketplace', marketplaceEn);

/** Translates into English outside React (tests, helpers). */
export const tm: MarketTranslate = catalogue.translate;
/** The marketplace translate function of the chosen language, for components. */
export const useMarketT: () => MarketTranslate = catalogue.useTranslate;
