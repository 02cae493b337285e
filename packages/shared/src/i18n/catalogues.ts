import type { LanguageCode } from './languages';
import en from './locales/en/shared.json';
import ha from './locales/ha/shared.json';
import ig from './locales/ig/shared.json';
import pcm from './locales/pcm/shared.json';
import yo from './locales/yo/shared.json';

/** A catalogue file as a translator edits it: code → ICU MessageFormat text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * The shared catalogue in every language, loaded at once: for the server, which answers in any language and
 * compiles them at start-up. (The web app gets each language compiled at build time, loaded when chosen.)
 */
export const SHARED_CATALOGUES: Readonly<Record<LanguageCode, Catalogue>> = { en, ha, yo, ig, pcm };
