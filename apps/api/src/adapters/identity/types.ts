import {
  type Message,
  type MessageCode,
  type MessageRef,
  messageRef,
  toMessageRef,
} from '@creative-ng/shared/i18n/codes';
/**
 * Identity verification (NIN or BVN): what the platform asks a provider and what it gets back.
 * A provider never returns, logs or puts in an error the identity number it was given.
 */

export type IdentityType = 'NIN' | 'BVN';

export const IDENTITY_TYPES: readonly IdentityType[] = ['NIN', 'BVN'];

export interface IdentityQuery {
  type: IdentityType;
  /** Exactly 11 digits. */
  number: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; compared only when the provider's record has one too. */
  dateOfBirth?: string;
}

export type IdentityField = 'firstName' | 'lastName' | 'dateOfBirth';

export type IdentityResult =
  | {
      outcome: 'verified';
      provider: string;
      /** The names (and date of birth) on the provider's record that matched the query. */
      matched: { firstName: string; lastName: string; dateOfBirth?: string };
    }
  | { outcome: 'not_found' }
  /** The record exists but these fields differ; the record's own values are not given out. */
  | { outcome: 'mismatch'; fields: IdentityField[] }
  /** The provider could not answer (down, slow, rate-limited, misconfigured): try again later. */
  | { outcome: 'unavailable'; retryable: true };

export type IdentityOutcome = IdentityResult['outcome'];

export interface IdentityProvider {
  readonly name: string;
  /** Throws IdentityInputError (before any network call) when the query is malformed. */
  verify(query: IdentityQuery): Promise<IdentityResult>;
}

/** The slice of a pino/Fastify logger the adapters use. Never pass an identity number to it. */
export interface IdentityLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentIdentityLogger: IdentityLogger = { warn: () => {}, error: () => {} };

/**
 * Plain messages for people, by code (words in the shared catalogue, `identity.<key>`), worded for the kind of
 * number (`{type}`). A message never contains the number. `mismatch` speaks of the name unless only the date of
 * birth differs: pass the result's fields.
 */
export const IDENTITY_MESSAGES = {
  format: (type: IdentityType) => messageRef('identity.format', { type }),
  names: 'identity.names',
  dateOfBirthFormat: 'identity.dateOfBirthFormat',
  verified: (type: IdentityType) => messageRef('identity.verified', { type }),
  notFound: (type: IdentityType) => messageRef('identity.notFound', { type }),
  mismatch: (type: IdentityType, fields: readonly IdentityField[] = ['firstName', 'lastName']) =>
    messageRef(
      fields.some((field) => field !== 'dateOfBirth') ? 'identity.mismatchName' : 'identity.mismatchDateOfBirth',
      {
        type,
      },
    ),
  unavailable: 'identity.unavailable',
  chooseType: 'identity.chooseType',
} as const satisfies Readonly<Record<string, MessageCode | ((...args: never[]) => MessageRef)>>;

/** The message to show a person for a result. */
export function identityMessage(type: IdentityType, result: IdentityResult): Message {
  switch (result.outcome) {
    case 'verified':
      return IDENTITY_MESSAGES.verified(type);
    case 'not_found':
      return IDENTITY_MESSAGES.notFound(type);
    case 'mismatch':
      return IDENTITY_MESSAGES.mismatch(type, result.fields);
    case 'unavailable':
      return IDENTITY_MESSAGES.unavailable;
  }
}

/**
 * A query that cannot be sent: what it says is one of IDENTITY_MESSAGES (the Error's message is its code) and
 * never holds the number.
 */
export class IdentityInputError extends Error {
  override name = 'IdentityInputError';
  readonly said: MessageRef;
  constructor(
    message: Message,
    readonly field: 'number' | 'firstName' | 'lastName' | 'dateOfBirth',
  ) {
    const said = toMessageRef(message);
    super(said.code);
    this.said = said;
  }
}

const ELEVEN_DIGITS = /^\d{11}$/;

export function isIdentityNumber(value: string): boolean {
  return ELEVEN_DIGITS.test(value);
}

/** The last four digits, kept in clear beside the HMAC so a person can recognise their number. */
export function lastFour(number: string): string {
  if (!isIdentityNumber(number)) throw new IdentityInputError('identity.elevenDigits', 'number');
  return number.slice(-4);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Checks a query before anything is sent anywhere; throws IdentityInputError naming the bad field. */
export function assertValidQuery(query: IdentityQuery): void {
  if (query.type !== 'NIN' && query.type !== 'BVN') {
    throw new IdentityInputError(IDENTITY_MESSAGES.chooseType, 'number');
  }
  if (typeof query.number !== 'string' || !isIdentityNumber(query.number)) {
    throw new IdentityInputError(IDENTITY_MESSAGES.format(query.type), 'number');
  }
  if (!query.firstName?.trim()) throw new IdentityInputError(IDENTITY_MESSAGES.names, 'firstName');
  if (!query.lastName?.trim()) throw new IdentityInputError(IDENTITY_MESSAGES.names, 'lastName');
  if (query.dateOfBirth !== undefined && !isIsoDate(query.dateOfBirth)) {
    throw new IdentityInputError(IDENTITY_MESSAGES.dateOfBirthFormat, 'dateOfBirth');
  }
}
