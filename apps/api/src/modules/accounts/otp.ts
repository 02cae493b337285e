import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from '@creative-ng/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema/index';
import { type AppError, badRequest, ruleBroken } from '../../http/errors';
import { keyedHash, sameHash } from '../../security/keys';

export type OtpPurpose = (typeof otpCodes.$inferInsert)['purpose'];

const hashCode = (appSecret: string, accountId: string, code: string) =>
  keyedHash(appSecret, 'otp', `${accountId}:${code}`);

/** The address a code was sent to, when it is not the account's own: kept as a keyed hash, like the code. */
const hashAddress = (appSecret: string, sentTo: string) => keyedHash(appSecret, 'otp-address', sentTo.toLowerCase());

const addressCondition = (appSecret: string, sentTo: string | undefined) =>
  sentTo === undefined ? isNull(otpCodes.sentToHash) : eq(otpCodes.sentToHash, hashAddress(appSecret, sentTo));

/**
 * A new 6-digit code for an account, or undefined when one was issued to the same address less than a minute
 * ago (resends are throttled; the earlier code still works and the caller answers the same either way).
 * `sentTo` is the address it goes to when that is not the account's own (an email change): the code is bound
 * to it, and a code for another address is issued at once. Only the code's keyed hash is stored.
 */
export async function issueOtp(
  db: Database,
  appSecret: string,
  accountId: string,
  purpose: OtpPurpose,
  sentTo?: string,
): Promise<string | undefined> {
  const bound = addressCondition(appSecret, sentTo);
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), eq(otpCodes.purpose, purpose), bound))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (latest && Date.now() - latest.createdAt.getTime() < OTP_RESEND_INTERVAL_MS) return undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(otpCodes).values({
    accountId,
    purpose,
    codeHash: hashCode(appSecret, accountId, code),
    sentToHash: sentTo === undefined ? null : hashAddress(appSecret, sentTo),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  return code;
}

/**
 * Checks a code against the account's latest one for that purpose (and, for a code bound to an address, for
 * that address) and uses it up.
 * Wrong → 'Invalid OTP' (400); after 5 wrong tries or 10 minutes the code is dead and a new one is needed (422).
 */
export async function consumeOtp(
  db: Database,
  appSecret: string,
  accountId: string,
  purpose: OtpPurpose,
  code: string,
  sentTo?: string,
): Promise<void> {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.accountId, accountId),
        eq(otpCodes.purpose, purpose),
        addressCondition(appSecret, sentTo),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest) throw invalidOtp();
  if (latest.attempts >= OTP_MAX_ATTEMPTS)
    throw ruleBroken(ACCOUNT_MESSAGES.otpTooManyTries, { otp: ACCOUNT_MESSAGES.otpTooManyTries });
  if (latest.expiresAt.getTime() <= Date.now())
    throw ruleBroken(ACCOUNT_MESSAGES.otpExpired, { otp: ACCOUNT_MESSAGES.otpExpired });

  if (!sameHash(latest.codeHash, hashCode(appSecret, accountId, code))) {
    // Counted in SQL so two wrong guesses at once both count.
    const [after] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, latest.id))
      .returning({ attempts: otpCodes.attempts });
    if ((after?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS) {
      throw ruleBroken(ACCOUNT_MESSAGES.otpTooManyTries, { otp: ACCOUNT_MESSAGES.otpTooManyTries });
    }
    throw invalidOtp();
  }
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw invalidOtp(); // the same code used twice at once: only one wins
}

function invalidOtp(): AppError {
  return badRequest(ACCOUNT_MESSAGES.invalidOtp, { otp: ACCOUNT_MESSAGES.invalidOtp });
}
