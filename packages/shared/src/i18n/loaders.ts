import type { Catalogue } from './catalogues';
import type { TranslatedLanguage } from './languages';

/**
 * One loader per translated language, for the web app: each shared catalogue is its own chunk, fetched only
 * when someone picks that language. (The server loads them all at once.)
 */
export const SHARED_CATALOGUE_LOADERS: Readonly<Record<TranslatedLanguage, () => Promise<{ default: Catalogue }>>> = {
  ha: () => import('./locales/ha/shared.json'),
  yo: () => import('./locales/yo/shared.json'),
  ig: () => import('./locales/ig/shared.json'),
  pcm: () => import('./locales/pcm/shared.json'),
};
