import type english from './locales/en/shared.json';

/*
 * Messages by code. Everything the API says to a person (an error, a field's error, a confirmation) and every
 * message of the shared zod schemas is a stable code, `group.key`, with the values of its placeholders. The words
 * are in the shared catalogue, one file per language (locales/<lang>/shared.json, ICU MessageFormat), English
 * included: code never holds the English, so a client can word a message in any language from its code alone.
 *
 * Imports nothing at run time (the catalogue is read for its type only): schemas anywhere in the package can
 * use codes without an import cycle, and the web app's first download does not carry the catalogue.
 */

/** A key of the shared catalogue. */
export type MessageCode = keyof typeof english;

/** The values of a message's `{placeholders}`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message by code with the values of its placeholders: what the API sends beside the words. */
export interface MessageRef {
  readonly code: MessageCode;
  readonly params: MessageParams;
}

/** What throw sites and replies accept: a code alone, or a code with its placeholders' values. */
export type Message = MessageCode | MessageRef;

/** A group of codes (e.g. ACCOUNT_MESSAGES), named by key, for `satisfies`: a code not in the catalogue fails. */
export type MessageGroup = Readonly<Record<string, MessageCode>>;

/** A message with its placeholders' values. */
export function messageRef(code: MessageCode, params: MessageParams = {}): MessageRef {
  return { code, params };
}

/** The code and values of a message given either way. */
export function toMessageRef(message: Message): MessageRef {
  return typeof message === 'string' ? { code: message, params: {} } : message;
}

/** What a zod issue tells about a message beside the message itself (zod 4 issue fields). */
export interface IssueLike {
  readonly code?: string;
  readonly message: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly values?: readonly unknown[];
  readonly params?: Readonly<Record<string, unknown>>;
}

const placeholderValue = (value: unknown): string | number | undefined =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : undefined;

/**
 * The code and values of a schema's message. A schema gives a code as the issue's message; the values are the
 * issue's own facts: `{max}` and `{min}` from a size limit, `{values}` from a list of allowed values, and a
 * custom issue's `params`. A message that is not a code (zod's own English for a check without one) comes back
 * as it is, for the caller to recognise (the catalogue has no such key).
 */
export function issueMessage(issue: IssueLike): { code: string; params: MessageParams } {
  const params: Record<string, string | number> = {};
  const max = placeholderValue(issue.maximum);
  const min = placeholderValue(issue.minimum);
  if (max !== undefined) params.max = max;
  if (min !== undefined) params.min = min;
  if (issue.values) params.values = issue.values.map(String).join(', ');
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    const usable = placeholderValue(value);
    if (usable !== undefined) params[name] = usable;
  }
  return { code: issue.message, params };
}
