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

  useEffect(() => {
    let current = true;
    document.documentElement.lang = language;
    if (language === 'en') {
      setMessages(en);
      return;
    }
    loadCatalogue(language)
      .then((module) => {
        if (current) setMessages({ ...en, ...module.default });
      })
      .catch(() => {
        // Offline and never loaded: stay in English rather than show keys.
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
      <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
