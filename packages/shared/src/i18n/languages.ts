/*
 * The platform's five languages. A leaf module (it imports nothing), so schemas anywhere in the package can
 * use the codes without an import cycle through the message catalogue.
 */

export const LANGUAGE_CODES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}
