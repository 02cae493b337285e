import type { Catalogue } from './catalogues';
import type { LanguageCode } from './languages';

/**
 * One loader per language, for the web app: each shared catalogue is its own chunk, English included, fetched
 * only when a message is to be worded in that language (the web's build compiles them, decision 0092). The
 * server loads them all at once.
 */
export const SHARED_CATALOGUE_LOADERS: Readonly<Record<LanguageCode, () => Promise<{ default: Catalogue }>>> = {
  en: () => import('./locales/en/shared.json'),
  ha: () => import('./locales/ha/shared.json'),
  yo: () => import('./locales/yo/shared.json'),
  ig: () => import('./locales/ig/shared.json'),
  pcm: () => import('./locales/pcm/shared.json'),
};
