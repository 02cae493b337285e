import { createHash, randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AuthUser,
  type businessRegisterRequestSchema,
  type creativeRegisterRequestSchema,
  type partnerRegisterRequestSchema,
  TERMS,
} from '@creative-ng/shared';
import { messageRef } from '@creative-ng/shared/i18n/codes';
import type { LanguageCode } from '@creative-ng/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, businessProfiles, consents, creativeProfiles, partnerProfiles } from '../../db/schema/index';
import { AppError, badRequest, unauthenticated } from '../../http/errors';
import { hashPassword, passwordMatches } from '../../security/passwords';
import { newToken } from '../../security/tokens';
import { enqueueEmail, enqueueEmailOnce } from '../outbox/service';
import { createSession, revokeAllSessions } from '../sessions/service';
import { accountNoticeEmail, passwordResetEmail, verificationEmail } from './emails';
import { type AccountKind, ROLE_LABELS } from './kinds';
import { consumeOtp, issueOtp } from './otp';
import { type AccountRow, findAccountByEmail, findAccountById, presentUser } from './repository';

export interface AccountsDeps {
  db: Database;
  appSecret: string;
  /** Tells the mail worker there is something to send (after the transaction commits). */
  nudgeMail: () => void;
  /** Runs mail-producing work after the answer has gone (the outbox worker's `later`). */
  later: (work: () => Promise<void>) => void;
}

/** How often the owner of an address hears that someone tried to sign up with it, at most. */
const NOTICE_INTERVAL_MS = 60 * 60_000;

export interface SignedIn {
  token: string;
  user: AuthUser;
}

const TERMS_WORDING = 'I agree to the Terms of Use and the Privacy Notice.';

type CreativeInput = z.output<typeof creativeRegisterRequestSchema>;
type BusinessInput = z.output<typeof businessRegisterRequestSchema>;
type PartnerInput = z.output<typeof partnerRegisterRequestSchema>;

/**
 * Sign-up, email verification, passwords and sign-in for creatives, businesses and partners,
 * and admin sign-in. Every write that sends mail queues it in the same transaction.
 */
export function accountsService(deps: AccountsDeps) {
  const { db, appSecret } = deps;

  /**
   * Creates an account with its profile and a verification code, all or nothing. When the email already has an
   * account (found first, or by the unique index when two sign-ups race), nothing is created and its owner is
   * emailed instead: undefined, so the caller answers as for a new account (decision 0021).
   */
  async function createAccount(
    values: typeof accounts.$inferInsert,
    addProfile: (tx: Database, accountId: string) => Promise<void>,
    termsAccepted: boolean | undefined,
  ): Promise<AccountRow | undefined> {
    const existing = await findAccountByEmail(db, values.email);
    if (existing) return tellOwner(existing);
    try {
      const account = await db.transaction(async (tx) => {
        const [created] = await tx.insert(accounts).values(values).returning();
        if (!created) throw new Error('account not created');
        await addProfile(tx, created.id);
        if (termsAccepted) {
          await tx
            .insert(consents)
            .values({ accountId: created.id, kind: 'terms', version: TERMS.version, wording: TERMS_WORDING });
        }
        const code = await issueOtp(tx, appSecret, created.id, 'verify_email');
        if (code) {
          await enqueueEmail(
            tx,
            appSecret,
            verificationEmail(created.email, created.displayName, code, created.language),
          );
        }
        return created;
      });
      deps.nudgeMail();
      return account;
    } catch (err) {
      const raced = isUniqueViolation(err) ? await findAccountByEmail(db, values.email) : undefined;
      if (raced) return tellOwner(raced);
      throw err;
    }
  }

  /** Emails the owner of an address someone tried to sign up with (at most hourly). */
  async function tellOwner(owner: AccountRow): Promise<undefined> {
    const note = accountNoticeEmail('alreadyRegistered', owner.email, owner.displayName, owner.language);
    if (await enqueueEmailOnce(db, appSecret, note, NOTICE_INTERVAL_MS)) deps.nudgeMail();
    return undefined;
  }

  async function signIn(account: AccountRow): Promise<SignedIn> {
    return { token: await createSession(db, account.id), user: await presentUser(db, account) };
  }

  /**
   * The answer of a sign-up whose email already has an account: shaped as for a new one (a token, which opens
   * nothing, and the user as given), so the answer does not say the address is taken; its owner is emailed.
   */
  function answerAsNew(given: {
    role: 'user' | 'business' | 'partner';
    email: string;
    displayName: string;
    language: LanguageCode;
    firstName?: string;
    lastName?: string;
  }): SignedIn {
    return {
      token: newToken(),
      user: {
        id: randomUUID(),
        role: given.role,
        email: given.email,
        display_name: given.displayName,
        first_name: given.firstName ?? null,
        last_name: given.lastName ?? null,
        email_verified: false,
        approved: given.role === 'partner' ? false : null,
        created_at: new Date().toISOString(),
        language: given.language,
        photo: null,
      },
    };
  }

  /** The account of this kind with this email; undefined for another kind (callers answer as for no account). */
  async function accountOfKind(kind: AccountKind, email: string): Promise<AccountRow | undefined> {
    const account = await findAccountByEmail(db, email);
    return account?.role === kind.role ? account : undefined;
  }

  async function sendCode(account: AccountRow, purpose: 'verify_email' | 'reset_password'): Promise<void> {
    await db.transaction(async (tx) => {
      const code = await issueOtp(tx, appSecret, account.id, purpose);
      if (!code) return; // asked again within a minute: the earlier code still works
      const email =
        purpose === 'verify_email'
          ? verificationEmail(account.email, account.displayName, code, account.language)
          : passwordResetEmail(account.email, account.displayName, code, account.language);
      await enqueueEmail(tx, appSecret, email);
    });
    deps.nudgeMail();
  }

  return {
    /** Each sign-up keeps the language it was made in (the request's): the account's emails use it. */
    async registerCreative(input: CreativeInput, language: LanguageCode = 'en'): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      const values = {
        role: 'user' as const,
        email: input.email,
        passwordHash,
        displayName: `${input.first_name} ${input.last_name}`,
        language,
      };
      const account = await createAccount(
        values,
        async (tx, accountId) => {
          await tx
            .insert(creativeProfiles)
            .values({ accountId, firstName: input.first_name, lastName: input.last_name });
        },
        input.terms_accepted,
      );
      return account
        ? signIn(account)
        : answerAsNew({ ...values, firstName: input.first_name, lastName: input.last_name });
    },

    async registerBusiness(input: BusinessInput, language: LanguageCode = 'en'): Promise<SignedIn> {
      const values = { role: 'business' as const, email: input.email, displayName: input.trade_name, language };
      const account = await createAccount(
        values,
        async (tx, accountId) => {
          await tx.insert(businessProfiles).values({
            accountId,
            tradeName: input.trade_name,
            sector: input.sector,
            area: input.area,
            state: input.state,
            lga: input.lga,
            phoneNumber: input.phone_number,
            needTraining: input.need_training,
            needFunding: input.need_funding,
            needTools: input.need_tools,
            needMarketAccess: input.need_market_access,
            detailTraining: input.detail_training || null,
            detailFunding: input.detail_funding || null,
            detailTools: input.detail_tools || null,
            detailMarketAccess: input.detail_market_access || null,
          });
        },
        input.terms_accepted,
      );
      return account ? signIn(account) : answerAsNew(values);
    },

    async registerPartner(input: PartnerInput, language: LanguageCode = 'en'): Promise<AuthUser> {
      const passwordHash = await hashPassword(input.password);
      const values = { role: 'partner' as const, email: input.email, passwordHash, displayName: input.name, language };
      const account = await createAccount(
        values,
        async (tx, accountId) => {
          await tx.insert(partnerProfiles).values({
            accountId,
            name: input.name,
            website: input.website || null,
            industry: input.industry,
            contactName: input.user_name,
            contactEmail: input.user_email,
            contactPhone: input.user_phone_number,
            partnerType: input.partner_type,
            goals: input.goals,
            outcome: input.outcome,
          });
        },
        input.terms_accepted,
      );
      return account ? presentUser(db, account) : answerAsNew(values).user;
    },

    /** Confirms the email with its code: by the registration token's account, or by email. */
    async verifyEmail(
      kind: AccountKind,
      input: { otp: string; email?: string | undefined },
      signedInAs?: string,
    ): Promise<SignedIn> {
      const account = input.email
        ? await accountOfKind(kind, input.email)
        : signedInAs
          ? await findAccountById(db, signedInAs)
          : undefined;
      if (!account || account.role !== kind.role) {
        throw badRequest(ACCOUNT_MESSAGES.invalidOtp, { otp: ACCOUNT_MESSAGES.invalidOtp });
      }
      await consumeOtp(db, appSecret, account.id, 'verify_email', input.otp);
      const [verified] = await db
        .update(accounts)
        .set({ emailVerifiedAt: account.emailVerifiedAt ?? new Date() })
        .where(eq(accounts.id, account.id))
        .returning();
      return signIn(verified ?? account);
    },

    /**
     * Sends a new verification code. The answer goes at once and the work after it, so the answer is the same,
     * in words and in time, whether or not the email has an account.
     */
    resendVerification(kind: AccountKind, email: string): void {
      deps.later(async () => {
        const account = await accountOfKind(kind, email);
        // Partners also use this code to set their password, so they may ask for one after verifying.
        if (!account || account.isBlacklisted) return;
        if (account.emailVerifiedAt && kind.role !== 'partner') return;
        await sendCode(account, 'verify_email');
      });
    },

    /** /cpassword and /bpassword: the signed-in (verified) account chooses its password. */
    async createPassword(accountId: string, password: string): Promise<SignedIn> {
      const passwordHash = await hashPassword(password);
      const [account] = await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId)).returning();
      if (!account) throw unauthenticated();
      return signIn(account);
    },

    /** Partner set-password: the email's code proves who it is, then the password is set. */
    async partnerSetPassword(
      kind: AccountKind,
      input: { email: string; otp: string; password: string },
    ): Promise<SignedIn> {
      const account = await accountOfKind(kind, input.email);
      if (!account) throw badRequest(ACCOUNT_MESSAGES.invalidOtp, { otp: ACCOUNT_MESSAGES.invalidOtp });
      await consumeOtp(db, appSecret, account.id, 'verify_email', input.otp);
      const passwordHash = await hashPassword(input.password);
      const [updated] = await db
        .update(accounts)
        .set({ passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? new Date() })
        .where(eq(accounts.id, account.id))
        .returning();
      await revokeAllSessions(db, account.id);
      return signIn(updated ?? account);
    },

    async login(kind: AccountKind | 'admin', input: { email: string; password: string }): Promise<SignedIn> {
      const account = await findAccountByEmail(db, input.email);
      const role = kind === 'admin' ? 'admin' : kind.role;
      // An account without a password answers as a wrong password does, after the same work: the answer
      // never says whether an email has an account.
      const matches = await passwordMatches(account?.passwordHash, input.password);
      if (!account || !matches) {
        throw unauthenticated(ACCOUNT_MESSAGES.wrongCredentials);
      }
      if (account.role !== role) {
        throw new AppError('WRONG_ACCOUNT_TYPE', messageRef(ACCOUNT_MESSAGES.wrongAccountType, { type: account.role }));
      }
      if (account.isBlacklisted) throw new AppError('ACCOUNT_BLOCKED', ACCOUNT_MESSAGES.blacklisted);
      if (!account.emailVerifiedAt) {
        await sendCode(account, 'verify_email');
        throw new AppError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.notVerified);
      }
      return signIn(account);
    },

    /** A short name for the account's current password ('' for no account or no password), for sign-in limits. */
    async passwordGeneration(email: string): Promise<string> {
      const account = await findAccountByEmail(db, email);
      return account?.passwordHash ? createHash('sha256').update(account.passwordHash).digest('hex').slice(0, 16) : '';
    },

    /**
     * reset_ini: sends a reset code if the account exists. The answer goes at once and the work after it, so
     * neither its words nor its time say whether the account exists.
     */
    startReset(kind: AccountKind, email: string): void {
      deps.later(async () => {
        const account = await accountOfKind(kind, email);
        if (!account || account.isBlacklisted) return;
        await sendCode(account, 'reset_password');
      });
    },

    /** reset_final: the code proves the email; the new password replaces the old and every session ends. */
    async finishReset(kind: AccountKind, input: { email: string; otp: string; new_password: string }): Promise<void> {
      const account = await accountOfKind(kind, input.email);
      if (!account) throw badRequest(ACCOUNT_MESSAGES.invalidOtp, { otp: ACCOUNT_MESSAGES.invalidOtp });
      await consumeOtp(db, appSecret, account.id, 'reset_password', input.otp);
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? new Date() })
          .where(eq(accounts.id, account.id));
        await revokeAllSessions(tx, account.id);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;

/** Creates an admin, or resets the password of an existing one. There is no public admin sign-up. */
export async function createOrResetAdmin(db: Database, email: string, password: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(db, email);
  if (existing && existing.role !== 'admin') {
    throw new Error(
      `${email} already belongs to a ${ROLE_LABELS[existing.role]} account; use another email for the admin.`,
    );
  }
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash, isBlacklisted: false, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        .where(eq(accounts.id, existing.id));
      await revokeAllSessions(tx, existing.id);
    });
    return 'reset';
  }
  await db.insert(accounts).values({
    role: 'admin',
    email,
    passwordHash,
    displayName: 'Administrator',
    emailVerifiedAt: new Date(),
  });
  return 'created';
}
