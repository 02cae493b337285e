import {
  type Catalogue,
  EMAIL_CATALOGUES,
  type EmailKey,
  SHARED_CATALOGUES,
} from '@creative-ng/shared/i18n/catalogues';
import {
  type IssueLike,
  issueMessage,
  type Message,
  type MessageCode,
  type MessageParams,
  toMessageRef,
} from '@creative-ng/shared/i18n/codes';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@creative-ng/shared/i18n/languages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';

/*
 * The API's words in the reader's language, by code. Two namespaces of the catalogues in packages/shared (one
 * file per language each, ICU MessageFormat, the files the web app words its messages from too; decision 0092):
 * `shared` (locales/<lang>/shared.json: every error, field error and confirmation the API sends, and the shared
 * schemas' messages) and `emails` (locales/<lang>/emails.json: emails, the email copies of notices and the status
 * words they insert). Both are compiled once, at start-up; a text missing in a language falls back to English.
 */

export type { EmailKey } from '@creative-ng/shared/i18n/catalogues';
export type { LanguageCode } from '@creative-ng/shared/i18n/languages';

function compiled(...catalogues: Catalogue[]): Messages {
  const messages: Messages = {};
  for (const catalogue of catalogues) {
    for (const [id, text] of Object.entries(catalogue)) if (text) messages[id] = compileMessage(text);
  }
  return messages;
}

/** One Lingui instance per language, each holding both catalogues (English under every translation). */
const INSTANCES = Object.fromEntries(
  LANGUAGE_CODES.map((language) => {
    const messages = compiled(
      SHARED_CATALOGUES.en,
      EMAIL_CATALOGUES.en,
      SHARED_CATALOGUES[language],
      EMAIL_CATALOGUES[language],
    );
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
) as Record<LanguageCode, I18n>;

/** True when the text is a code of the shared catalogue (not a label such as 'Profile', nor free text). */
export function isMessageCode(text: string): text is MessageCode {
  return Object.hasOwn(SHARED_CATALOGUES.en, text);
}

/** A shared message in a language, its placeholders filled in. */
export function messageText(language: LanguageCode, message: Message): string {
  const { code, params } = toMessageRef(message);
  return INSTANCES[language]._(code, params);
}

/** A schema issue's words in a language: its code's text, or zod's own English when it has no code of ours. */
export function issueText(language: LanguageCode, issue: IssueLike): string {
  const { code, params } = issueMessage(issue);
  return isMessageCode(code) ? messageText(language, { code, params }) : issue.message;
}

/** Words of an email in a language, placeholders filled in. */
export function emailText(language: LanguageCode, key: EmailKey, params?: MessageParams): string {
  return INSTANCES[language]._(key, params);
}

/** True when the emails' catalogue has the key (e.g. `notice.<kind>.line` for a kind it words). */
export function isEmailKey(key: string): key is EmailKey {
  return Object.hasOwn(EMAIL_CATALOGUES.en, key);
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
