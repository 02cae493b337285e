import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import directoryEn from '../../locales/en.directory.json';

/*
 * The directory screens' catalogue, namespace `directory`: src/locales/<lang>.directory.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type DirectoryKey = keyof typeof directoryEn;
export type DirectoryTranslate = (key: DirectoryKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<DirectoryKey>('directory', directoryEn);

/** Translates into English outside React (tests, helpers). */
export const td: DirectoryTranslate = catalogue.translate;
/** The directory translate function of the chosen language, for components. */
export const useDirectoryT: () => DirectoryTranslate = catalogue.useTranslate;
