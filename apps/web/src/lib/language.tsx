import { type IssueLike, issueMessage } from '@creative-ng/shared/i18n/codes';
import type { I18n } from '@lingui/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  applyCatalogue,
  ensureCatalogue,
  I18nContext,
  i18nOf,
  knownNamespaces,
  type LoadedCatalogue,
  type MessageKey,
  type MessageVars,
  onNamespace,
} from './i18n';

/*
 * The five languages of the platform. English is the source; the others load on demand (one small file per
 * namespace, decision 0092), so an English reader downloads nothing extra. The choice is kept on the device and
 * sets <html lang>.
 */

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ha', name: 'Hausa' },
  { code: 'yo', name: 'Yorùbá' },
  { code: 'ig', name: 'Igbo' },
  { code: 'pcm', name: 'Naijá (Pidgin)' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

const KEY = 'cng.language';
/** The chosen language for the server (apps/api/src/modules/previews/routes.ts reads it). */
const LANGUAGE_COOKIE = 'cng_lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/** The language chosen on this device (English when none): what the API is told in `Accept-Language`. */
export function chosenLanguage(): Language {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

/** The language shown now, for words made outside React (the API client's errors, toasts). */
let current: Language = 'en';

/** Shows a message of the shared catalogue, given by its code (and values), in a language; other text as it is. */
export type MessageText = (text: string, params?: MessageVars) => string;

function wordsIn(shared: I18n): MessageText {
  return (text, params) => (Object.hasOwn(shared.messages, text) ? shared._(text, params) : text);
}

/**
 * A shared message (a schema's or the server's code, with its values) in the chosen language, outside React
 * (toasts, error helpers); text that is no code (a name, words the server sent) comes back as it is.
 */
export function messageText(text: string, params?: MessageVars): string {
  return wordsIn(i18nOf(current, 'shared'))(text, params);
}

/** A schema issue in the chosen language: its code with the issue's values; zod's own English as it is. */
export function issueText(issue: IssueLike | undefined): string {
  if (!issue) return '';
  const { code, params } = issueMessage(issue);
  return messageText(code, params);
}

/** A key of the web catalogues in the chosen language, outside React (the API client's default messages). */
export function currentT(key: MessageKey, vars?: MessageVars): string {
  return i18nOf(current)._(key, vars);
}

/** The function that shows shared messages (a schema's or the server's code) in the chosen language. */
export function useMessageText(): MessageText {
  const state = useContext(I18nContext);
  return useMemo(() => wordsIn(state.shared), [state]);
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

/**
 * Provides the chosen language's messages to every `useT()` and `useMessageText()` below it (English where a text
 * is missing or not loaded yet). A server rendering a page, and the browser taking over that page, pass the
 * reader's `catalogue` already loaded (`loadCatalogue(language)`): the first render is in that language, at once.
 * `onChoose` hears every choice a person makes (the app tells the signed-in account, for its emails).
 */
export function LanguageProvider({
  children,
  onChoose,
  catalogue,
}: {
  children: ReactNode;
  onChoose?: (language: Language) => void;
  catalogue?: LoadedCatalogue;
}) {
  if (catalogue) applyCatalogue(catalogue);
  const [language, setChosen] = useState<Language>(() => catalogue?.language ?? chosenLanguage());
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    current = language;
    document.documentElement.lang = language;
    // The server words a page's title and link preview before any script runs: it reads this cookie.
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value, read by the server (no Cookie Store API on older phones)
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
    const changed = () => {
      if (live) setVersion((value) => value + 1);
    };
    const stopWeb = i18nOf(language).on('change', changed);
    const stopShared = i18nOf(language, 'shared').on('change', changed);
    // Offline and never loaded: English stays rather than keys.
    const load = (namespaces: string[]) => ensureCatalogue(language, namespaces).catch(() => {});
    void load(knownNamespaces());
    const stopNamespaces = onNamespace((namespace) => void load([namespace]));
    return () => {
      live = false;
      stopWeb();
      stopShared();
      stopNamespaces();
    };
  }, [language]);

  const setLanguage = useCallback(
    (next: Language) => {
      try {
        window.localStorage.setItem(KEY, next);
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
      setChosen(next);
      onChoose?.(next);
    },
    [onChoose],
  );

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts the messages loaded into the instances
  const i18n = useMemo(
    () => ({ language, web: i18nOf(language), shared: i18nOf(language, 'shared') }),
    [language, version],
  );
  return (
    <LanguageContext.Provider value={state}>
      <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
