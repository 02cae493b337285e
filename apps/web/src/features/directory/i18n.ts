import { DIRECTORY_MESSAGES } from '@creative-ng/shared/directory/constants';
import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { featureCatalogue } from '../../lib/catalogue';
import directoryEn from '../../locales/en.directory.json';

/** The public directory's catalogue (src/locales/en.directory.json). */
const catalogue = featureCatalogue(directoryEn, {
  [englishMessage(DIRECTORY_MESSAGES.loadFailed)]: 'directory.loadFailed',
});

export type DirectoryKey = keyof typeof directoryEn;
export const td = catalogue.translate;
export const useDirectoryT = catalogue.useTranslate;
export const directoryMessage = catalogue.message;
