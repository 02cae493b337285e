import { SHARED_CATALOGUES } from '@creative-ng/shared/i18n/catalogues';
import { isLanguageCode, type LanguageCode, type TranslatedLanguage } from '@creative-ng/shared/i18n/languages';
import { englishSharedMessages } from '@creative-ng/shared/i18n/messages';
import { type Catalogue, catalogueTranslator, fillPlaceholders } from '@creative-ng/shared/i18n/translate';
import type { FastifyRequest } from 'fastify';
import en from './locales/en.json';
import ha from './locales/ha.json';
import ig from './locales/ig.json';
import pcm from './locales/pcm.json';
import yo from './locales/yo.json';

/*
 * The API's words in the reader's language. Two catalogues: the shared messages (validation errors, refusals,
 * confirmations of the shared schemas, packages/shared/src/i18n) and the API's own (./locales: emails, notices,
 * image and identity messages, a few HTTP-level messages). English is the source of both.
 */

export type { LanguageCode } from '@creative-ng/shared/i18n/languages';

/** A key of the API's own catalogue. */
export type ApiMessageKey = keyof typeof en;

export const API_CATALOGUES: Readonly<Record<LanguageCode, Catalogue>> = { en, ha, yo, ig, pcm };

/** The API's own English text of a key, with its `{placeholders}` filled in. */
export function englishApiText(key: ApiMessageKey, vars?: Readonly<Record<string, string | number>>): string {
  return fillPlaceholders(en[key], vars);
}

/** The API's own text of a key in a language (English when a translation is missing), placeholders filled in. */
export function apiText(language: LanguageCode, key: string, vars?: Readonly<Record<string, string | number>>): string {
  const text = API_CATALOGUES[language][key] || (en as Catalogue)[key] || key;
  return fillPlaceholders(text, vars);
}

/** True when the API's own catalogue has the key (e.g. `notice.<kind>.line` for a kind it words). */
export function hasApiText(key: string): boolean {
  return Object.hasOwn(en, key);
}

/** The groups of the API's own catalogue that reach people as error or confirmation messages. */
const MESSAGE_GROUPS = ['api.', 'media.', 'identity.'];

function apiMessages(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => MESSAGE_GROUPS.some((group) => key.startsWith(group))),
  );
}

/** One translator over both catalogues (shared keys are `GROUP.key` in capitals, so the two never clash). */
const translator = catalogueTranslator(() => ({ ...englishSharedMessages(), ...apiMessages(en) }));
const combined = new Map<TranslatedLanguage, Catalogue>();

function combinedCatalogue(language: TranslatedLanguage): Catalogue {
  let catalogue = combined.get(language);
  if (!catalogue) {
    catalogue = { ...SHARED_CATALOGUES[language], ...apiMessages(API_CATALOGUES[language]) };
    combined.set(language, catalogue);
  }
  return catalogue;
}

/**
 * A message the API sends (a shared message or one of its own), known by its English text, in a language.
 * Text neither catalogue knows (names, titles, free text) comes back unchanged.
 */
export function translateMessage(text: string, language: LanguageCode): string {
  if (language === 'en' || text === '') return text;
  return translator(text, combinedCatalogue(language));
}

/**
 * The language of an Accept-Language header: the first tag (by preference) whose primary subtag is one of the
 * platform's languages, case-insensitive (`yo-NG` → yo, `PCM` → pcm); English for none, `*`, or no header.
 * Tags with q=0 ("not this one") are skipped.
 */
export function languageFromHeader(header: string | string[] | undefined): LanguageCode {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const tags = value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.split('-')[0]?.toLowerCase() ?? '', weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((tag) => tag.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { primary } of tags) if (isLanguageCode(primary)) return primary;
  return 'en';
}

/** The language a request is answered in (its Accept-Language header; the web app sends the chosen language). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): LanguageCode {
  return languageFromHeader(request.headers['accept-language']);
}
