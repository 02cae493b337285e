import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import feedEn from '../../locales/en.feed.json';

/*
 * The feed's own catalogue (src/locales/en.feed.json), loaded with the feed, post and home chunks only
 * (the same pattern as features/accounts/i18n.ts). Keys not in it fall back to the core catalogue.
 * `messages.*` keys are the spec's post messages word for word (POST_MESSAGES in packages/shared).
 */

export type FeedKey = keyof typeof feedEn;
export type FeedTranslate = (key: FeedKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = feedEn;

function isFeedKey(key: string): key is FeedKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const tf: FeedTranslate = (key, vars) =>
  isFeedKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The feed translate function, for components. */
export function useFeedT(): FeedTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<FeedTranslate>(
    (key, vars) =>
      isFeedKey(key) ? interpolate(translated[key] ?? (catalogue[key] as string), vars) : t(key as MessageKey, vars),
    [t, translated],
  );
}
