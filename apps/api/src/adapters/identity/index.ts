import type { Config } from '../../config/env';
import { keyedHash } from '../../security/keys';
import { createDojahProvider, DOJAH_DEFAULT_BASE_URL } from './dojah';
import { createSandboxProvider } from './sandbox';
import { assertValidQuery, type IdentityLogger, type IdentityProvider, type IdentityType, lastFour } from './types';

export { createDojahProvider } from './dojah';
export { createSandboxProvider, SANDBOX_OTHER_NUMBERS, SANDBOX_TEST_NUMBERS } from './sandbox';
export * from './types';

export type IdentityConfig = Pick<
  Config,
  'IDENTITY_PROVIDER' | 'IDENTITY_BASE_URL' | 'IDENTITY_APP_ID' | 'IDENTITY_SECRET_KEY'
>;

/** The provider IDENTITY_PROVIDER names: `sandbox` (the default) or `dojah`. */
export function createIdentityProvider(config: IdentityConfig, logger?: IdentityLogger): IdentityProvider {
  switch (config.IDENTITY_PROVIDER) {
    case 'dojah':
      if (!config.IDENTITY_APP_ID || !config.IDENTITY_SECRET_KEY) {
        throw new Error('IDENTITY_PROVIDER=dojah needs IDENTITY_APP_ID and IDENTITY_SECRET_KEY');
      }
      return createDojahProvider({
        baseUrl: config.IDENTITY_BASE_URL ?? DOJAH_DEFAULT_BASE_URL,
        appId: config.IDENTITY_APP_ID,
        secretKey: config.IDENTITY_SECRET_KEY,
        ...(logger ? { logger } : {}),
      });
    default:
      return createSandboxProvider();
  }
}

export interface IdentityFingerprint {
  /** HMAC-SHA256 (hex) of `${type}:${number}` keyed from APP_SECRET: equal for the same identity, so one
   * identity can verify only one account, and useless without the secret. */
  hash: string;
  lastFour: string;
}

/** What is stored instead of the number. Throws IdentityInputError for anything but 11 digits. */
export function identityFingerprint(appSecret: string, type: IdentityType, number: string): IdentityFingerprint {
  assertValidQuery({ type, number, firstName: '-', lastName: '-' });
  return { hash: keyedHash(appSecret, 'identity', `${type}:${number}`), lastFour: lastFour(number) };
}
