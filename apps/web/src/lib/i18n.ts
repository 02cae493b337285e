import { createContext, useCallback, useContext } from 'react';
import en from '../locales/en.json';

/*
 * A tiny in-house translation layer. Every string a person reads comes from a catalogue in
 * src/locales; English is the source. `{name}` placeholders are filled from `vars`.
 * A language switcher later only has to provide another catalogue through MessagesContext.
 */

export type Messages = typeof en;
export type MessageKey = keyof Messages;
export type MessageVars = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export const LOCALES = { en } as const;
export type Locale = keyof typeof LOCALES;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value is left as it is. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

function lookup(messages: Readonly<Record<string, string>>, key: MessageKey): string {
  return messages[key] ?? (en as Record<string, string>)[key] ?? key;
}

/** Translates with the English catalogue; for code outside React (the API client, tests). */
export const t: Translate = (key, vars) => interpolate(lookup(en, key), vars);

export const MessagesContext = createContext<Readonly<Record<string, string>>>(en);

/** The translate function of the current language. */
export function useT(): Translate {
  const messages = useContext(MessagesContext);
  return useCallback<Translate>((key, vars) => interpolate(lookup(messages, key), vars), [messages]);
}
