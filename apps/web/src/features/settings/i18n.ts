import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import settingsEn from '../../locales/en.settings.json';

/*
 * The settings screens' catalogue, namespace `settings`: src/locales/<lang>.settings.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type SettingsKey = keyof typeof settingsEn;
export type SettingsTranslate = (key: SettingsKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<SettingsKey>('settings', settingsEn);

/** Translates into English outside React (tests, helpers). */
export const ts: SettingsTranslate = catalogue.translate;
/** The settings translate function of the chosen language, for components. */
export const useSettingsT: () => SettingsTranslate = catalogue.useTranslate;
