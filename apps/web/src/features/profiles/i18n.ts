import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import profilesEn from '../../locales/en.profiles.json';

/*
 * The profiles screens' catalogue, namespace `profiles`: src/locales/<lang>.profiles.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type ProfilesKey = keyof typeof profilesEn;
export type ProfilesTranslate = (key: ProfilesKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<ProfilesKey>('profiles', profilesEn);

/** Translates into English outside React (tests, helpers). */
export const tp: ProfilesTranslate = catalogue.translate;
/** The profiles translate function of the chosen language, for components. */
export const useProfilesT: () => ProfilesTranslate = catalogue.useTranslate;

export function isProfilesKey(key: string): key is ProfilesKey {
  return Object.hasOwn(profilesEn, key);
}

/** A key built at run time (an option value): the catalogue's text, else `fallback`. */
export function lookupDynamic(translate: ProfilesTranslate, key: string, fallback: string): string {
  return isProfilesKey(key) ? translate(key) : fallback;
}
