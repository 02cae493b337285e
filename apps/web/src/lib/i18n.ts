import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { SHARED_CATALOGUE_LOADERS } from '@creative-ng/shared/i18n/loaders';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, useCallback, useContext } from 'react';
import en from '../locales/en.json';

/*
 * Every word a person reads, through Lingui (decision 0092). A catalogue is one file per language per namespace,
 * ICU MessageFormat, that a translator edits: the web's `src/locales/<lang>.json` (namespace `core`) and
 * `<lang>.<feature>.json` (a feature's), and the shared `packages/shared/src/i18n/locales/<lang>/shared.json`
 * (namespace `shared`: the API's and the shared schemas' messages, by code). The build compiles them
 * (lingui-catalogues.ts), so the browser gets `@lingui/core` (some 2 KB gzip) and no message compiler.
 *
 * Only the English core is in the first download. A feature's English comes with the feature's code
 * (`featureCatalogue`); another language's catalogues load when that language is chosen, one file per namespace,
 * a feature's only once the feature is used; English stands in for a text not yet loaded.
 */

export type LanguageCode = 'en' | 'ha' | 'yo' | 'ig' | 'pcm';
export type MessageKey = keyof typeof en;
export type MessageVars = Readonly<Record<string, string | number>>;
/** A web key, or a code of the shared catalogue (a message the server and the schemas send too). */
export type Translate = (key: MessageKey | MessageCode, vars?: MessageVars) => string;

/** `core`, a feature's name (its `<lang>.<feature>.json`), or `shared` (the shared catalogue, keyed by code). */
export type Namespace = string;
/** A loaded catalogue: one language's compiled messages of some namespaces (a server renders with it). */
export interface LoadedCatalogue {
  readonly language: LanguageCode;
  readonly namespaces: Readonly<Record<Namespace, Messages>>;
}

const SHARED = 'shared';
/** The shared catalogue's codes may equal a web key ('post.deleted'): its messages get an instance of their own. */
type Domain = 'web' | 'shared';
const domainOf = (namespace: Namespace): Domain => (namespace === SHARED ? 'shared' : 'web');

/** Compiled English by namespace: the core now, a feature's when its code loads, the shared when first needed. */
const english = new Map<Namespace, Messages>([['core', en as unknown as Messages]]);
/** Compiled translations by language, then namespace. */
const translated = new Map<LanguageCode, Map<Namespace, Messages>>();
const instances = new Map<string, I18n>();
const registered = new Set<(namespace: Namespace) => void>();

function messagesOf(language: LanguageCode, namespace: Namespace): Messages {
  return { ...english.get(namespace), ...(language === 'en' ? {} : translated.get(language)?.get(namespace)) };
}

/** The Lingui instance of a language for the web's keys or for the shared codes (English under every text). */
export function i18nOf(language: LanguageCode, domain: Domain = 'web'): I18n {
  const id = `${domain}:${language}`;
  let instance = instances.get(id);
  if (!instance) {
    const messages: Messages = {};
    const namespaces = new Set([...english.keys(), ...(translated.get(language)?.keys() ?? [])]);
    for (const namespace of namespaces) {
      if (domainOf(namespace) === domain) Object.assign(messages, messagesOf(language, namespace));
    }
    // Lingui formats numbers and plurals by locale; Naijá reads them as English does.
    instance = setupI18n({
      locale: language,
      locales: language === 'pcm' ? ['en'] : [language],
      messages: { [language]: messages },
      // A key no catalogue has (one built at run time) reads as itself.
      missing: (_locale, id) => id,
    });
    instances.set(id, instance);
  }
  return instance;
}

/** Puts a namespace's messages into the instances already made (each tells its listeners, who render again). */
function refresh(namespace: Namespace, languages: readonly LanguageCode[]): void {
  for (const language of languages) {
    instances.get(`${domainOf(namespace)}:${language}`)?.load(language, messagesOf(language, namespace));
  }
}

const ALL: readonly LanguageCode[] = ['en', 'ha', 'yo', 'ig', 'pcm'];

/** A feature's English catalogue, given with its code; the chosen language's own file of it then loads. */
export function registerNamespace(namespace: Namespace, messages: Readonly<Record<string, unknown>>): void {
  if (english.has(namespace)) return;
  english.set(namespace, messages as Messages);
  refresh(namespace, ALL);
  for (const listener of registered) listener(namespace);
}

/** Hears each namespace registered from now on (the language provider loads its translation). */
export function onNamespace(listener: (namespace: Namespace) => void): () => void {
  registered.add(listener);
  return () => registered.delete(listener);
}

/** The namespaces known so far: the core, the shared and each feature whose code has loaded. */
export function knownNamespaces(): Namespace[] {
  return [...new Set(['core', SHARED, ...english.keys()])];
}

/** Each translation file is its own chunk, fetched only when its language (and feature) is wanted. */
const LOADERS = import.meta.glob<{ default: Messages }>('../locales/{ha,yo,ig,pcm}{,.*}.json');

async function loadMessages(language: LanguageCode, namespace: Namespace): Promise<Messages | undefined> {
  if (namespace === SHARED) {
    return (await SHARED_CATALOGUE_LOADERS[language]()).default as unknown as Messages;
  }
  if (language === 'en') return undefined;
  const load =
    LOADERS[namespace === 'core' ? `../locales/${language}.json` : `../locales/${language}.${namespace}.json`];
  return load ? (await load()).default : undefined;
}

/** Loads a language's catalogue of the given namespaces (all known ones by default), for `applyCatalogue` or the language provider. */
export async function loadCatalogue(
  language: LanguageCode,
  namespaces: readonly Namespace[] = knownNamespaces(),
): Promise<LoadedCatalogue> {
  const loaded = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadMessages(language, namespace)]),
  );
  return {
    language,
    namespaces: Object.fromEntries(loaded.filter((entry): entry is [Namespace, Messages] => entry[1] !== undefined)),
  };
}

/** Makes a loaded catalogue's messages current, at once (safe to repeat: the same messages change nothing). */
export function applyCatalogue(catalogue: LoadedCatalogue): void {
  const { language } = catalogue;
  for (const [namespace, messages] of Object.entries(catalogue.namespaces)) {
    if (namespace === SHARED && language === 'en') {
      if (english.get(SHARED) === messages) continue;
      english.set(SHARED, messages);
      refresh(SHARED, ALL);
      continue;
    }
    if (language === 'en') continue;
    const own = translated.get(language) ?? new Map<Namespace, Messages>();
    translated.set(language, own);
    if (own.get(namespace) === messages) continue;
    own.set(namespace, messages);
    refresh(namespace, [language]);
  }
}

/** Loads and applies what a language lacks of the given namespaces (and the shared English, once). */
export async function ensureCatalogue(language: LanguageCode, namespaces: readonly Namespace[]): Promise<void> {
  const wanted: [LanguageCode, Namespace][] = [];
  for (const namespace of namespaces) {
    if (namespace === SHARED && !english.has(SHARED)) wanted.push(['en', SHARED]);
    if (language !== 'en' && !translated.get(language)?.has(namespace)) wanted.push([language, namespace]);
  }
  if (wanted.length === 0) return;
  const catalogues = await Promise.all(wanted.map(([which, namespace]) => loadCatalogue(which, [namespace])));
  for (const catalogue of catalogues) applyCatalogue(catalogue);
}

/** What the language provider hands down: the language and its instances (a new value when messages change). */
export interface I18nState {
  readonly language: LanguageCode;
  readonly web: I18n;
  readonly shared: I18n;
}

export const I18nContext = createContext<I18nState>({
  language: 'en',
  web: i18nOf('en'),
  shared: i18nOf('en', 'shared'),
});

/** A web key's words, else a shared code's (a web key wins: a few codes equal one, 'messaging.unavailable'). */
function wordsOf(web: I18n, shared: I18n, key: string, vars?: MessageVars): string {
  return Object.hasOwn(web.messages, key) || !Object.hasOwn(shared.messages, key)
    ? web._(key, vars)
    : shared._(key, vars);
}

/** Translates with the English catalogue; for code outside React (the API client, tests). */
export const t: Translate = (key, vars) => wordsOf(i18nOf('en'), i18nOf('en', 'shared'), key, vars);

/** The translate function of the current language: web keys and shared codes. */
export function useT(): Translate {
  const state = useContext(I18nContext);
  return useCallback<Translate>((key, vars) => wordsOf(state.web, state.shared, key, vars), [state]);
}

/**
 * A feature's catalogue (src/locales/en.<feature>.json), loaded with that feature's chunks only: its keys and the
 * core's, one translate function for both.
 */
export function featureCatalogue<K extends string>(namespace: Namespace, messages: Readonly<Record<K, unknown>>) {
  registerNamespace(namespace, messages);
  type FeatureTranslate = (key: K | MessageKey | MessageCode, vars?: MessageVars) => string;
  return {
    /** Translates into English outside React (tests, helpers). */
    translate: t as FeatureTranslate,
    /** The translate function of the current language, for components. */
    useTranslate: useT as () => FeatureTranslate,
  };
}
