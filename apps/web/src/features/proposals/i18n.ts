import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import proposalsEn from '../../locales/en.proposals.json';

/*
 * The proposals catalogue (src/locales/en.proposals.json), loaded with the proposals pages only. Keys not in
 * it fall back to the core catalogue. `proposals.messages.*` are the spec's messages word for word.
 */

export type ProposalsKey = keyof typeof proposalsEn;
export type ProposalsTranslate = (key: ProposalsKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = proposalsEn;

function isProposalsKey(key: string): key is ProposalsKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const tp: ProposalsTranslate = (key, vars) =>
  isProposalsKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

export function useProposalsT(): ProposalsTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<ProposalsTranslate>(
    (key, vars) =>
      isProposalsKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}
