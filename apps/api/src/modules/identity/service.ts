import { PROFILE_MESSAGES } from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import {
  createIdentityProvider,
  IDENTITY_MESSAGES,
  type IdentityProvider,
  identityFingerprint,
  identityMessage,
} from '../../adapters/identity/index';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { identityVerifications } from '../../db/schema/index';
import { AppError, conflict, ruleBroken } from '../../http/errors';

export { createIdentityProvider };

/** Before the biodata is saved: checks the NIN/BVN with the identity provider and records it (or throws). */
export type IdentityCheck = (
  accountId: string,
  query: { type: 'NIN' | 'BVN'; number: string; firstName: string; lastName: string; dateOfBirth: string },
) => Promise<void>;

/**
 * Checks a NIN or BVN with the identity provider and records the result without the number:
 * a keyed HMAC (unique: one identity verifies one account) and the last four digits.
 */
export function identityCheck(db: Database, appSecret: string, provider: IdentityProvider): IdentityCheck {
  return async (accountId, query) => {
    const { hash, lastFour } = identityFingerprint(appSecret, query.type, query.number);
    const [owner] = await db
      .select({ accountId: identityVerifications.accountId })
      .from(identityVerifications)
      .where(eq(identityVerifications.numberHmac, hash));
    if (owner && owner.accountId !== accountId) {
      throw conflict(PROFILE_MESSAGES.identityTaken, { identificationNumber: PROFILE_MESSAGES.identityTaken });
    }
    if (owner) return; // this account already verified this number

    const result = await provider.verify(query);
    switch (result.outcome) {
      case 'verified':
        break;
      case 'not_found':
      case 'mismatch': {
        const refusal = identityMessage(query.type, result);
        throw ruleBroken(refusal, { identificationNumber: refusal });
      }
      default:
        throw new AppError('UNAVAILABLE', IDENTITY_MESSAGES.unavailable);
    }

    const record = { type: query.type, numberHmac: hash, lastFour, provider: provider.name, verifiedAt: new Date() };
    try {
      await db
        .insert(identityVerifications)
        .values({ accountId, ...record })
        .onConflictDoUpdate({ target: identityVerifications.accountId, set: record });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw conflict(PROFILE_MESSAGES.identityTaken, { identificationNumber: PROFILE_MESSAGES.identityTaken });
      }
      throw err;
    }
  };
}
