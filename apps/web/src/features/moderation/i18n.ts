import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { MODERATION_MESSAGES } from '@creative-ng/shared/moderation/constants';
import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from '../../lib/i18n';
import moderationEn from '../../locales/en.moderation.json';

/*
 * The moderation catalogue (src/locales/en.moderation.json): the report dialog and the admin reports queue.
 * Keys not in it fall back to the core catalogue. `moderation.messages.*` mirror MODERATION_MESSAGES of
 * packages/shared/src/moderation word for word (tested), so server messages are looked up by their English text.
 */

export type ModerationKey = keyof typeof moderationEn;
export type ModerationTranslate = (key: ModerationKey | MessageKey, vars?: MessageVars) => string;

const catalogue: Readonly<Record<string, string>> = moderationEn;
const isModerationKey = (key: string): key is ModerationKey => Object.hasOwn(catalogue, key);

/** Translates outside React (tests, helpers). */
export const tm: ModerationTranslate = (key, vars) =>
  isModerationKey(key) ? interpolate(catalogue[key] as string, vars) : coreT(key as MessageKey, vars);

/** The moderation translate function, for components. */
export function useModerationT(): ModerationTranslate {
  const t = useT();
  // Another language's text for this key, when the language provider has loaded it; else the English.
  const translated = useContext(MessagesContext);
  return useCallback<ModerationTranslate>(
    (key, vars) =>
      isModerationKey(key)
        ? interpolate(translated[key] ?? (catalogue[key] as string), vars)
        : t(key as MessageKey, vars),
    [t, translated],
  );
}

const keyByText = new Map(
  Object.entries(MODERATION_MESSAGES).map(([name, code]) => [
    englishMessage(code),
    `moderation.messages.${name}` as ModerationKey,
  ]),
);

/** A server or schema message through the catalogue when we know its English text; else as it came. */
export function translateMessage(text: string, translate: ModerationTranslate = tm): string {
  const key = keyByText.get(text as never);
  return key ? translate(key) : text;
}
