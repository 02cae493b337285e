import { useCallback, useContext } from 'react';
import { t as coreT, interpolate, type MessageKey, MessagesContext, type MessageVars, useT } from './i18n';

/**
 * A feature's own catalogue (src/locales/en.<feature>.json), loaded with that feature's chunks only. Keys not in
 * it fall back to the core catalogue. `mirrors` maps English server or schema messages to catalogue keys, so a
 * message that came from the server is shown through the catalogue when we know its text.
 * In another language, components read the translation of a key from MessagesContext (the language provider
 * loads `<lang>.<feature>.json` there) and fall back to the English text.
 */
export function featureCatalogue<K extends string>(
  messages: Readonly<Record<K, string>>,
  mirrors: Readonly<Record<string, NoInfer<K>>> = {},
) {
  type Translate = (key: K | MessageKey, vars?: MessageVars) => string;
  const has = (key: string): key is K => Object.hasOwn(messages, key);
  const translate: Translate = (key, vars) =>
    has(key) ? interpolate(messages[key], vars) : coreT(key as MessageKey, vars);
  const keyByText = new Map(Object.entries(mirrors));
  return {
    /** Translates outside React (tests, helpers). */
    translate,
    /** The translate function, for components. */
    useTranslate(): Translate {
      const t = useT();
      const translated = useContext(MessagesContext);
      return useCallback<Translate>(
        (key, vars) =>
          Object.hasOwn(messages, key)
            ? interpolate(translated[key] ?? messages[key as K], vars)
            : t(key as MessageKey, vars),
        [t, translated, messages],
      );
    },
    /** A server or schema message through the catalogue when its English text is known; else as it came. */
    message(text: string, tr: Translate = translate): string {
      const key = keyByText.get(text);
      return key ? tr(key) : text;
    },
  };
}
