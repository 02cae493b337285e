import { DIRECTORY_MESSAGES } from '@creative-ng/shared/directory/constants';
import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { featureCatalogue } from '../../lib/catalogue';
import adminEn from '../../locales/en.admin.json';

/*
 * The admin catalogue (src/locales/en.admin.json): admin directory, audit log and the blacklist card.
 * `admin.messages.*` mirror DIRECTORY_MESSAGES of packages/shared/src/directory word for word (tested), so server
 * messages are shown through the catalogue.
 */
export type AdminKey = keyof typeof adminEn;

const mirrors = Object.fromEntries(
  Object.entries(DIRECTORY_MESSAGES).map(([name, code]) => [
    englishMessage(code),
    `admin.messages.${name}` as AdminKey,
  ]),
);
const catalogue = featureCatalogue(adminEn, mirrors);

export const ta = catalogue.translate;
export const useAdminT = catalogue.useTranslate;
export const adminMessage = catalogue.message;
