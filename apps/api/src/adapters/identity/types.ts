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
 * Plain messages for people, worded for the kind of number. A message never contains the number.
 * `mismatch` speaks of the name unless only the date of birth differs: pass the result's fields.
 * The same English is in the API's catalogue (src/i18n/locales/en.json, `identity.<key>`, with `{type}`;
 * mismatch is `identity.mismatchName` / `identity.mismatchDateOfBirth`), which is how these messages are
 * recognised and translated; test/i18n.test.ts keeps the two the same.
 */
export const IDENTITY_MESSAGES = {
  format: (type: IdentityType) => `${type} must be 11 digits.`,
  names: 'Enter your first name and last name.',
  dateOfBirthFormat: 'Date of birth must be a real date written as YYYY-MM-DD.',
  verified: (type: IdentityType) => `Your ${type} is verified.`,
  notFound: (type: IdentityType) => `We could not find that ${type}. Check the 11 digits and try again.`,
  mismatch: (type: IdentityType, fields: readonly IdentityField[] = ['firstName', 'lastName']) =>
    fields.some((field) => field !== 'dateOfBirth')
      ? `The name on that ${type} does not match your profile. Check your first and last name.`
      : `The date of birth on that ${type} does not match the one you gave. Check it and try again.`,
  unavailable: 'Identity checks are not available right now. Please try again in a few minutes.',
  chooseType: 'Choose NIN or BVN.',
} as const;

/** The message to show a person for a result. */
export function identityMessage(type: IdentityType, result: IdentityResult): string {
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

/** A query that cannot be sent: its message is one of IDENTITY_MESSAGES and never holds the number. */
export class IdentityInputError extends Error {
  override name = 'IdentityInputError';
  constructor(
    message: string,
    readonly field: 'number' | 'firstName' | 'lastName' | 'dateOfBirth',
  ) {
    super(message);
  }
}

const ELEVEN_DIGITS = /^\d{11}$/;

export function isIdentityNumber(value: string): boolean {
  return ELEVEN_DIGITS.test(value);
}

/** The last four digits, kept in clear beside the HMAC so a person can recognise their number. */
export function lastFour(number: string): string {
  if (!isIdentityNumber(number)) throw new IdentityInputError('An identity number must be 11 digits.', 'number');
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
