import {
  ACCOUNT_MESSAGES,
  BUSINESS_MESSAGES,
  FIELD_MESSAGES,
  PARTNER_MESSAGES,
  PASSWORD_MESSAGES,
} from '@creative-ng/shared/accounts/messages';
import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import accountsEn from '../../locales/en.accounts.json';
import core from '../../locales/en.json';

/*
 * The accounts screens' own catalogue (src/locales/en.accounts.json). It is loaded with the accounts
 * chunks only, so its ~4 KB (gzip) stay out of the first download. Keys not in it fall back to the core
 * catalogue (src/locales/en.json). A second language adds en.accounts.json's twin next to it.
 */

export type AccountsKey = keyof typeof accountsEn;
export type AccountsTranslate = (key: AccountsKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = accountsEn;

function isAccountsKey(key: string): key is AccountsKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const ta: AccountsTranslate = (key, vars) =>
  isAccountsKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The accounts translate function, for components. */
export function useAccountsT(): AccountsTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<AccountsTranslate>(
    (key, vars) =>
      isAccountsKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}

/** The shared message groups and the catalogue prefix each one is mirrored under. */
export const MIRRORED_GROUPS = [
  ['accounts.messages.', ACCOUNT_MESSAGES],
  ['accounts.passwordErrors.', PASSWORD_MESSAGES],
  ['accounts.partnerErrors.', PARTNER_MESSAGES],
  ['accounts.businessErrors.', BUSINESS_MESSAGES],
  ['accounts.fieldErrors.', FIELD_MESSAGES],
] as const satisfies readonly (readonly [string, Readonly<Record<string, string>>])[];

let keyByText: Map<string, AccountsKey | MessageKey> | null = null;

function reverseIndex(): Map<string, AccountsKey | MessageKey> {
  if (keyByText) return keyByText;
  const index = new Map<string, AccountsKey | MessageKey>();
  for (const [prefix, group] of MIRRORED_GROUPS) {
    for (const [name, code] of Object.entries(group)) {
      const key = `${prefix}${name}`;
      const text = englishMessage(code);
      if (isAccountsKey(key) && !index.has(text)) index.set(text, key);
    }
  }
  for (const [key, text] of Object.entries(core)) {
    if (key.startsWith('apiErrors.') && !index.has(text)) index.set(text, key as MessageKey);
  }
  keyByText = index;
  return index;
}

/**
 * The catalogue key whose English text is `text`: the shared schemas and the API speak the shared
 * messages (packages/shared/src/accounts/messages.ts), mirrored word for word in our catalogue.
 */
export function keyForMessage(text: string): AccountsKey | MessageKey | undefined {
  return reverseIndex().get(text);
}

/** A message from a shared schema or from the server, through the catalogue when we know it. */
export function translateMessage(text: string, translate: AccountsTranslate = ta): string {
  const key = keyForMessage(text);
  return key ? translate(key) : text;
}
