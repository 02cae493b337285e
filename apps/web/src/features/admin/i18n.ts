import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { featureCatalogue, type MessageKey, type MessageVars } from '../../lib/i18n';
import adminEn from '../../locales/en.admin.json';

/*
 * The admin screens' catalogue, namespace `admin`: src/locales/<lang>.admin.json, one file per language that a
 * translator edits. Its English comes with these chunks only; another language's file loads once the language is
 * chosen and these screens are used (decision 0092). Keys not in it are the core catalogue's. Messages of the
 * server and the shared schemas are not here: they are shown by code from the shared catalogue (`messageText`).
 */

export type AdminKey = keyof typeof adminEn;
export type AdminTranslate = (key: AdminKey | MessageKey | MessageCode, vars?: MessageVars) => string;

const catalogue = featureCatalogue<AdminKey>('admin', adminEn);

/** Translates into English outside React (tests, helpers). */
export const ta: AdminTranslate = catalogue.translate;
/** The admin translate function of the chosen language, for components. */
export const useAdminT: () => AdminTranslate = catalogue.useTranslate;
