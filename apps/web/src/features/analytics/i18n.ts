import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import analyticsEn from '../../locales/en.analytics.json';

/*
 * The admin analytics catalogue (src/locales/en.analytics.json), loaded with the analytics chunk only.
 * Keys not in it fall back to the core catalogue.
 */

export type AnalyticsKey = keyof typeof analyticsEn;
export type AnalyticsTranslate = (key: AnalyticsKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = analyticsEn;
const isAnalyticsKey = (key: string): key is AnalyticsKey => Object.hasOwn(catalogue, key);

/** Translates outside React (tests, helpers). */
export const ta: AnalyticsTranslate = (key, vars) =>
  isAnalyticsKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The analytics translate function, for components. */
export function useAnalyticsT(): AnalyticsTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<AnalyticsTranslate>(
    (key, vars) =>
      isAnalyticsKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}
