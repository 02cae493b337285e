import type { TranslatedLanguage } from './languages';
import ha from './locales/ha.json';
import ig from './locales/ig.json';
import pcm from './locales/pcm.json';
import yo from './locales/yo.json';
import type { Catalogue } from './translate';

/**
 * Every translation of the shared messages, loaded at once: for the server, which answers in any language.
 * (The web app loads only the language it shows.) English is the constants themselves: englishSharedMessages().
 */
export const SHARED_CATALOGUES: Readonly<Record<TranslatedLanguage, Catalogue>> = { ha, yo, ig, pcm };
