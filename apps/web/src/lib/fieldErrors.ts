import { useCallback, useRef, useState } from 'react';

/*
 * A form's messages belong to the values they were given for. Each field's message is kept with the field's
 * value at the time it was shown, and it steps aside as soon as the person changes that value, so 'All fields are
 * required' under a title goes once a title is typed, without every control clearing it by hand. A message under
 * a name that is not one of the values (a message about the whole form) goes once any value changes.
 * Pass the form's state as it is (strings, booleans, the arrays kept in state): values are compared with
 * Object.is, so a value rebuilt on every render would hide its message at once.
 */

type Messages = Readonly<Record<string, string>>;
type Values = Readonly<Record<string, unknown>>;

interface Shown {
  messages: Messages;
  at: Values;
}

function stillShown(shown: Shown, values: Values): Record<string, string> {
  const changedAny = Object.keys(values).some((key) => !Object.is(values[key], shown.at[key]));
  const visible: Record<string, string> = {};
  for (const [key, message] of Object.entries(shown.messages)) {
    const current = key in values ? Object.is(values[key], shown.at[key]) : !changedAny;
    if (current && message) visible[key] = message;
  }
  return visible;
}

/** The field errors to show for `values`, and a setter like useState's (a function receives those shown now). */
export function useFieldErrors(
  values: Values,
): [
  Record<string, string>,
  (next: Messages | ((shown: Record<string, string>) => Messages), valuesNow?: Values) => void,
] {
  const latest = useRef(values);
  latest.current = values;
  const [shown, setShown] = useState<Shown>({ messages: {}, at: {} });
  // `valuesNow` names values set in the same event, which this render has not seen yet.
  const set = useCallback(
    (next: Messages | ((current: Record<string, string>) => Messages), valuesNow: Values = {}) => {
      setShown((current) => {
        const messages = typeof next === 'function' ? next(stillShown(current, latest.current)) : next;
        return { messages, at: { ...latest.current, ...valuesNow } };
      });
    },
    [],
  );
  return [stillShown(shown, values), set];
}

/** One message about the whole form (a failed call, 'All fields are required'), gone once any value changes. */
export function useFormMessage(values: Values): [string | null, (message: string | null) => void] {
  const [messages, setMessages] = useFieldErrors(values);
  const set = useCallback((message: string | null) => setMessages(message ? { '': message } : {}), [setMessages]);
  return [messages[''] ?? null, set];
}
