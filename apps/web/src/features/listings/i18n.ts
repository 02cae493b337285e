import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import listingsEn from '../../locales/en.listings.json';

/*
 * The catalogue of tools, opportunities, trainings and Saved (src/locales/en.listings.json), loaded with those
 * pages only. Keys not in it fall back to the core catalogue. `listings.messages.*` are the spec's messages
 * word for word (LISTING_MESSAGES in packages/shared).
 */

export type ListingsKey = keyof typeof listingsEn;
export type ListingsTranslate = (key: ListingsKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = listingsEn;

function isListingsKey(key: string): key is ListingsKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const tl: ListingsTranslate = (key, vars) =>
  isListingsKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The listings translate function, for components. */
export function useListingsT(): ListingsTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<ListingsTranslate>(
    (key, vars) =>
      isListingsKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}
