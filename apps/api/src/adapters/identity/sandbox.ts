import {
  assertValidQuery,
  type IdentityOutcome,
  type IdentityProvider,
  type IdentityQuery,
  type IdentityResult,
} from './types';

/**
 * The sandbox provider: the default, for development, tests and demos. No network, no real data:
 * the answer depends only on the number, the same for NIN and BVN. The README prints this table.
 */
export const SANDBOX_TEST_NUMBERS = [
  {
    number: '11111111111',
    outcome: 'verified',
    meaning: 'Verified: the record carries the names (and date of birth) you sent, so any profile matches.',
  },
  { number: '22222222222', outcome: 'not_found', meaning: 'Not found.' },
  { number: '33333333333', outcome: 'mismatch', meaning: 'Found, but the last name does not match.' },
  { number: '44444444444', outcome: 'unavailable', meaning: 'Provider unavailable: try again later.' },
] as const satisfies readonly { number: string; outcome: IdentityOutcome; meaning: string }[];

/** What the sandbox answers for numbers not in the table. */
export const SANDBOX_OTHER_NUMBERS = {
  startingWith1: 'verified',
  anythingElse: 'not_found',
} as const satisfies Record<string, IdentityOutcome>;

export function createSandboxProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    async verify(query: IdentityQuery): Promise<IdentityResult> {
      assertValidQuery(query);
      const listed = SANDBOX_TEST_NUMBERS.find((entry) => entry.number === query.number);
      const outcome: IdentityOutcome =
        listed?.outcome ??
        (query.number.startsWith('1') ? SANDBOX_OTHER_NUMBERS.startingWith1 : SANDBOX_OTHER_NUMBERS.anythingElse);
      switch (outcome) {
        case 'verified':
          return {
            outcome: 'verified',
            provider: 'sandbox',
            matched: {
              firstName: query.firstName.trim(),
              lastName: query.lastName.trim(),
              ...(query.dateOfBirth !== undefined ? { dateOfBirth: query.dateOfBirth } : {}),
            },
          };
        case 'mismatch':
          return { outcome: 'mismatch', fields: ['lastName'] };
        case 'unavailable':
          return { outcome: 'unavailable', retryable: true };
        case 'not_found':
          return { outcome: 'not_found' };
      }
    },
  };
}
