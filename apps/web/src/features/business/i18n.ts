import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import businessEn from '../../locales/en.business.json';
import { translateMessage as translateAccountsMessage } from '../accounts/i18n';

/*
 * The business screens' own catalogue (src/locales/en.business.json), loaded with the /businessProfile,
 * /bussinesspage and /addbusiness chunks only (the same pattern as features/accounts/i18n.ts). Keys not in it
 * fall back to the core catalogue. `business.messages.*` and `business.schemaErrors.*` keep the server's and
 * the shared schemas' English word for word (tested), so their messages can be looked up by text; the field
 * rule messages (phone, email, URL, state, LGA) are the accounts catalogue's.
 */

export type BusinessKey = keyof typeof businessEn;
export type BusinessTranslate = (key: BusinessKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = businessEn;

export function isBusinessKey(key: string): key is BusinessKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const tb: BusinessTranslate = (key, vars) =>
  isBusinessKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The business translate function, for components. */
export function useBusinessT(): BusinessTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<BusinessTranslate>(
    (key, vars) =>
      isBusinessKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}

/** A key built at run time (an option value): the catalogue's text, else `fallback`. */
export function lookupDynamic(translate: BusinessTranslate, key: string, fallback: string): string {
  return isBusinessKey(key) ? translate(key) : fallback;
}

const MIRRORED_PREFIXES = ['business.messages.', 'business.schemaErrors.'] as const;

let keyByText: Map<string, BusinessKey> | null = null;

function reverseIndex(): Map<string, BusinessKey> {
  if (keyByText) return keyByText;
  const index = new Map<string, BusinessKey>();
  for (const [key, text] of Object.entries(catalogue)) {
    if (MIRRORED_PREFIXES.some((prefix) => key.startsWith(prefix)) && !index.has(text)) {
      index.set(text, key as BusinessKey);
    }
  }
  keyByText = index;
  return index;
}

/** A message from a shared schema or the server, through our catalogue, else the accounts one, else as it is. */
export function translateMessage(text: string, translate: BusinessTranslate = tb): string {
  const key = reverseIndex().get(text);
  return key ? translate(key) : translateAccountsMessage(text);
}
