import { SHARED_CATALOGUE_LOADERS } from '@creative-ng/shared/i18n/loaders';
import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import en from '../locales/en.json';
import { MessagesContext } from './i18n';

/*
 * The five languages of the platform. English is the source; the others load on demand (one small file
 * each), so an English reader downloads nothing extra. The choice is kept on the device and sets <html lang>.
 */

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ha', name: 'Hausa' },
  { code: 'yo', name: 'Yorùbá' },
  { code: 'ig', name: 'Igbo' },
  { code: 'pcm', name: 'Naijá (Pidgin)' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
type Catalogue = Readonly<Record<string, string>>;

/**
 * Each translation file is its own chunk, fetched only when someone picks that language: the core
 * `<lang>.json` and every feature's `<lang>.<feature>.json` that has been translated so far.
 */
const LOADERS = import.meta.glob<{ default: Catalogue }>('../locales/{ha,yo,ig,pcm}{,.*}.json');

async function loadCatalogue(language: Exclude<Language, 'en'>): Promise<{ default: Catalogue }> {
  const own = Object.entries(LOADERS).filter(([path]) => path.startsWith(`../locales/${language}.`));
  if (own.length === 0) throw new Error(`no catalogue for ${language}`);
  const parts = await Promise.all(own.map(([, load]) => load()));
  return { default: Object.assign({}, ...parts.map((part) => part.default)) };
}

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

/** Shows a server or schema message (a shared code, or English text) in the chosen language. */
export type MessageText = (text: string) => string;

const asWritten: MessageText = (text) => englishMessage(text);

/**
 * The shared messages (validation errors, refusals) in another language: that language's catalogue and the
 * translator, one chunk each, loaded only when the language is chosen. English shows the messages as written.
 */
async function loadMessageText(language: Exclude<Language, 'en'>): Promise<MessageText> {
  const [{ translateSharedMessage }, { default: catalogue }] = await Promise.all([
    import('@creative-ng/shared/i18n/translate'),
    SHARED_CATALOGUE_LOADERS[language](),
  ]);
  return (text) => translateSharedMessage(englishMessage(text), catalogue);
}

let currentMessageText: MessageText = asWritten;

/** A shared message in the chosen language, outside React (toasts, error helpers); as written until loaded. */
export function messageText(text: string): string {
  return currentMessageText(text);
}

const MessageTextContext = createContext<MessageText>(asWritten);

/** The function that shows shared messages (a zod schema's or the server's English text) in the chosen language. */
export function useMessageText(): MessageText {
  return useContext(MessageTextContext);
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

/**
 * Provides the chosen language's messages to every `useT()` below it (English where a key is missing).
 * `onChoose` hears every choice a person makes (the app tells the signed-in account, for its emails).
 */
export function LanguageProvider({
  children,
  onChoose,
}: {
  children: ReactNode;
  onChoose?: (language: Language) => void;
}) {
  const [language, setChosen] = useState<Language>(chosenLanguage);
  const [messages, setMessages] = useState<Catalogue>(en);
  const [shared, setShared] = useState<{ text: MessageText }>({ text: asWritten });

  useEffect(() => {
    let current = true;
    document.documentElement.lang = language;
    // The server words a page's title and link preview before any script runs: it reads this cookie.
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value, read by the server (no Cookie Store API on older phones)
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
    if (language === 'en') {
      setMessages(en);
      currentMessageText = asWritten;
      setShared({ text: asWritten });
      return;
    }
    loadCatalogue(language)
      .then((module) => {
        if (current) setMessages({ ...en, ...module.default });
      })
      .catch(() => {
        // Offline and never loaded: stay in English rather than show keys.
      });
    loadMessageText(language)
      .then((text) => {
        if (!current) return;
        currentMessageText = text;
        setShared({ text });
      })
      .catch(() => {
        // Not loaded: messages stay as the server or schema wrote them.
      });
    return () => {
      current = false;
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
  return (
    <LanguageContext.Provider value={state}>
      <MessagesContext.Provider value={messages}>
        <MessageTextContext.Provider value={shared.text}>{children}</MessageTextContext.Provider>
      </MessagesContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
