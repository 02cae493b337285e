import type { LanguageCode } from './languages';
import enEmails from './locales/en/emails.json';
import en from './locales/en/shared.json';
import haEmails from './locales/ha/emails.json';
import ha from './locales/ha/shared.json';
import igEmails from './locales/ig/emails.json';
import ig from './locales/ig/shared.json';
import pcmEmails from './locales/pcm/emails.json';
import pcm from './locales/pcm/shared.json';
import yoEmails from './locales/yo/emails.json';
import yo from './locales/yo/shared.json';

/*
 * The catalogues this package keeps, one file per language per namespace, that a translator edits
 * (locales/<lang>/<namespace>.json, ICU MessageFormat, English the source; decisions 0029, 0092):
 * - `shared`: every message the API sends and the shared schemas' messages, by code; worded by the API and, by
 *   the same code, by the web app (compiled at build time, loaded per language);
 * - `emails`: the emails' words (code emails, the email copies of notices and the status words they insert).
 */

/** A catalogue file as a translator edits it: key → ICU MessageFormat text. */
export type Catalogue = Readonly<Record<string, string>>;

/** The shared catalogue in every language, loaded at once: for the server, which compiles them at start-up. */
export const SHARED_CATALOGUES: Readonly<Record<LanguageCode, Catalogue>> = { en, ha, yo, ig, pcm };

/** The emails' catalogue in every language, loaded at once (for the server). */
export const EMAIL_CATALOGUES: Readonly<Record<LanguageCode, Catalogue>> = {
  en: enEmails,
  ha: haEmails,
  yo: yoEmails,
  ig: igEmails,
  pcm: pcmEmails,
};

/** A key of the emails' catalogue. */
export type EmailKey = keyof typeof enEmails;
