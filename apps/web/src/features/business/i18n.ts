import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import businessEn from '../../locales/en.business.json';

/*
 * The business screens' catalogue, namespace `business`: src/locales/<lang>.business.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type BusinessKey = keyof typeof businessEn;
export type BusinessTranslate = (key: BusinessKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<BusinessKey>('business', businessEn);

/** Translates into English outside React (tests, helpers). */
export const tb: BusinessTranslate = catalogue.translate;
/** The business translate function of the chosen language, for components. */
export const useBusinessT: () => BusinessTranslate = catalogue.useTranslate;

export function isBusinessKey(key: string): key is BusinessKey {
  return Object.hasOwn(businessEn, key);
}

/** A key built at run time (an option value): the catalogue's text, else `fallback`. */
export function lookupDynamic(translate: BusinessTranslate, key: string, fallback: string): string {
  return isBusinessKey(key) ? translate(key) : fallback;
}
