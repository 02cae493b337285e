import { SETTINGS_MESSAGES } from '@creative-ng/shared/settings/schemas';
import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import settingsEn from '../../locales/en.settings.json';
import { translateMessage as translateAccountsMessage } from '../accounts/i18n';

/*
 * The settings screen's own catalogue (src/locales/en.settings.json), loaded with the settings chunk only
 * (the same pattern as features/accounts/i18n.ts). Keys not in it fall back to the core catalogue.
 * `settings.messages.*` mirror SETTINGS_MESSAGES of packages/shared/src/settings/schemas.ts word for word
 * (tested), so server and schema messages can be looked up by their English text; password rule messages
 * are the accounts catalogue's.
 */

export type SettingsKey = keyof typeof settingsEn;
export type SettingsTranslate = (key: SettingsKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = settingsEn;

function isSettingsKey(key: string): key is SettingsKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const ts: SettingsTranslate = (key, vars) =>
  isSettingsKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The settings translate function, for components. */
export function useSettingsT(): SettingsTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<SettingsTranslate>(
    (key, vars) =>
      isSettingsKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}

/** The shared message group mirrored under `settings.messages.`. */
export const MIRRORED = SETTINGS_MESSAGES;

/** Catalogue groups whose English text is the shared schemas' or the server's own wording. */
const MIRRORED_PREFIXES = ['settings.messages.', 'settings.schemaErrors.'] as const;

let keyByText: Map<string, SettingsKey> | null = null;

function reverseIndex(): Map<string, SettingsKey> {
  if (keyByText) return keyByText;
  const index = new Map<string, SettingsKey>();
  for (const [key, text] of Object.entries(catalogue)) {
    if (MIRRORED_PREFIXES.some((prefix) => key.startsWith(prefix)) && !index.has(text)) {
      index.set(text, key as SettingsKey);
    }
  }
  keyByText = index;
  return index;
}

/** A message from a shared schema or the server, through our catalogue, else the accounts one, else as it is. */
export function translateMessage(text: string, translate: SettingsTranslate = ts): string {
  const key = reverseIndex().get(text);
  return key ? translate(key) : translateAccountsMessage(text);
}
