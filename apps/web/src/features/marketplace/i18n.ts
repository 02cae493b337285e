import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import marketEn from '../../locales/en.marketplace.json';

/*
 * The marketplace catalogue (src/locales/en.marketplace.json), loaded with the marketplace pages only. Keys not in
 * it fall back to the core catalogue. `market.messages.*` are the spec's messages word for word.
 */

export type MarketKey = keyof typeof marketEn;
export type MarketTranslate = (key: MarketKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = marketEn;

function isMarketKey(key: string): key is MarketKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const tm: MarketTranslate = (key, vars) =>
  isMarketKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

export function useMarketT(): MarketTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<MarketTranslate>(
    (key, vars) =>
      isMarketKey(key) ? interpolate(translated[key] ?? (catalogue[key] as string), vars) : t(key as MessageKey, vars),
    [t, translated],
  );
}
