import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import core from '../../locales/en.json';
import profilesEn from '../../locales/en.profiles.json';

/*
 * The profile screens' own catalogue (src/locales/en.profiles.json), loaded with the profile, home and
 * admin-profile chunks only (the same pattern as features/accounts/i18n.ts). Keys not in it fall back to the
 * core catalogue. Its `profiles.messages.*` keys mirror PROFILE_MESSAGES of packages/shared/src/profiles/schemas.ts
 * and `profiles.fieldErrors.*` mirror FIELD_MESSAGES word for word (tested), so server and schema messages
 * can be looked up by their English text.
 */

export type ProfilesKey = keyof typeof profilesEn;
export type ProfilesTranslate = (key: ProfilesKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = profilesEn;

function isProfilesKey(key: string): key is ProfilesKey {
  return Object.hasOwn(catalogue, key);
}

/** Translates outside React (tests, helpers). */
export const tp: ProfilesTranslate = (key, vars) =>
  isProfilesKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The profiles translate function, for components. */
export function useProfilesT(): ProfilesTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<ProfilesTranslate>(
    (key, vars) =>
      isProfilesKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}

/** A key built at run time (an option value, a need id): the catalogue's text, else `fallback`. */
export function lookupDynamic(translate: ProfilesTranslate, key: string, fallback: string): string {
  return isProfilesKey(key) ? translate(key) : fallback;
}

/** Catalogue groups whose English text is the shared schemas' or the server's own wording. */
export const MIRRORED_PREFIXES = ['profiles.messages.', 'profiles.fieldErrors.', 'profiles.schemaErrors.'] as const;

let keyByText: Map<string, ProfilesKey | MessageKey> | null = null;

function reverseIndex(): Map<string, ProfilesKey | MessageKey> {
  if (keyByText) return keyByText;
  const index = new Map<string, ProfilesKey | MessageKey>();
  for (const [key, text] of Object.entries(catalogue)) {
    if (MIRRORED_PREFIXES.some((prefix) => key.startsWith(prefix)) && !index.has(text)) {
      index.set(text, key as ProfilesKey);
    }
  }
  for (const [key, text] of Object.entries(core)) {
    if (key.startsWith('apiErrors.') && !index.has(text)) index.set(text, key as MessageKey);
  }
  keyByText = index;
  return index;
}

/** A message from a shared schema or from the server, through the catalogue when we know its text. */
export function translateMessage(text: string, translate: ProfilesTranslate = tp): string {
  const key = reverseIndex().get(text);
  return key ? translate(key) : text;
}
