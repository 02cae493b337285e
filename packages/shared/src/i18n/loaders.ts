import type { TranslatedLanguage } from './messages';
import type { Catalogue } from './translate';

/**
 * One loader per translated language, for the web app: each shared-message catalogue is its own chunk, fetched
 * only when someone picks that language (English is the constants themselves, so it needs none).
 * (The server loads them all at once.)
 */
export const SHARED_CATALOGUE_LOADERS: Readonly<Record<TranslatedLanguage, () => Promise<{ default: Catalogue }>>> = {
  ha: () => import('./locales/ha.json'),
  yo: () => import('./locales/yo.json'),
  ig: () => import('./locales/ig.json'),
  pcm: () => import('./locales/pcm.json'),
};
