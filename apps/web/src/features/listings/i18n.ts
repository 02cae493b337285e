import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import listingsEn from '../../locales/en.listings.json';

/*
 * The listings screens' catalogue, namespace `listings`: src/locales/<lang>.listings.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type ListingsKey = keyof typeof listingsEn;
export type ListingsTranslate = (key: ListingsKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<ListingsKey>('listings', listingsEn);

/** Translates into English outside React (tests, helpers). */
export const tl: ListingsTranslate = catalogue.translate;
/** The listings translate function of the chosen language, for components. */
export const useListingsT: () => ListingsTranslate = catalogue.useTranslate;
