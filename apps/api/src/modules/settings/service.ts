import { ACCOUNT_MESSAGES, type AuthResult, SETTINGS_MESSAGES } from '@creative-ng/shared';
import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import type { LanguageCode } from '@creative-ng/shared/i18n/languages';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  accounts,
  businessProfiles,
  consents,
  creativeProfiles,
  identityVerifications,
  mediaFiles,
  ownedBusinesses,
  partnerProfiles,
  sessions,
  skills,
} from '../../db/schema/index';
import { badRequest, conflict, notFound, ruleBroken, unauthenticated } from '../../http/errors';
import { hashPassword, passwordMatches } from '../../security/passwords';
import {
  accountNoticeEmail,
  changeEmailEmail,
  consumeOtp,
  findAccountByEmail,
  findAccountById,
  issueOtp,
  presentUser,
} from '../accounts/index';
import { AUDIT_ACTIONS, auditLabel, recordAudit } from '../audit/service';
import { enqueueEmail, enqueueEmailOnce } from '../outbox/service';
import { createSession, revokeAllSessions } from '../sessions/service';

/** How often the owner of an address hears that a member tried to move their account to it, at most. */
const ADDRESS_NOTICE_INTERVAL_MS = 60 * 60_000;

/** Settings any signed-in person has: password, visibility, their data, and leaving. */
export function settingsService(
  db: Database,
  mail: { appSecret: string; nudge: () => void },
  /** Collects an account's stored image files; the returned function removes them. */
  uploadedFilesOf: (accountId: string) => Promise<() => Promise<void>> = async () => async () => {},
  /** What other features hold about the person (e.g. their conversations), added to the data export by name. */
  moreData: (accountId: string) => Promise<Record<string, unknown>> = async () => ({}),
) {
  async function accountWithPassword(accountId: string, password: string, field: string, message: MessageCode) {
    const account = await findAccountById(db, accountId);
    if (!account) throw notFound();
    if (!(await passwordMatches(account.passwordHash, password))) throw badRequest(message, { [field]: message });
    return account;
  }

  /** What the web app keeps after a change to the account: the session's token and the account as it is now. */
  async function signedInAnswer(accountId: string, token: string): Promise<AuthResult> {
    const account = await findAccountById(db, accountId);
    if (!account) throw unauthenticated();
    return { token, user: await presentUser(db, account) };
  }

  return {
    /** Checks the current password, sets the new one, ends every other session and answers with a fresh token. */
    async changePassword(accountId: string, current: string, next: string): Promise<AuthResult> {
      await accountWithPassword(accountId, current, 'current_password', SETTINGS_MESSAGES.currentPasswordWrong);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
        await revokeAllSessions(tx, accountId);
      });
      return signedInAnswer(accountId, await createSession(db, accountId));
    },

    /**
     * Step 1 of changing email: checks the password, then mails a code to the address if it is free, or a note to
     * its owner if it is not; the answer is the same.
     */
    async startEmailChange(accountId: string, newEmail: string, password: string): Promise<void> {
      const account = await accountWithPassword(
        accountId,
        password,
        'password',
        SETTINGS_MESSAGES.currentPasswordWrong,
      );
      if (account.email === newEmail)
        throw badRequest(SETTINGS_MESSAGES.sameEmail, { new_email: SETTINGS_MESSAGES.sameEmail });
      const owner = await findAccountByEmail(db, newEmail);
      if (owner) {
        // The same answer as for a free address, so no member can learn who has an account; the address's
        // owner hears of it instead (at most hourly), and no code is sent (decision 0021).
        const note = accountNoticeEmail('addressInUse', owner.email, owner.displayName, owner.language);
        if (await enqueueEmailOnce(db, mail.appSecret, note, ADDRESS_NOTICE_INTERVAL_MS)) mail.nudge();
        return;
      }
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ pendingEmail: newEmail }).where(eq(accounts.id, accountId));
        // Bound to this address: a code mailed to an earlier pending address cannot confirm this one.
        const code = await issueOtp(tx, mail.appSecret, accountId, 'change_email', newEmail);
        if (code) {
          await enqueueEmail(
            tx,
            mail.appSecret,
            changeEmailEmail(newEmail, account.displayName, code, account.language),
          );
        }
      });
      mail.nudge();
    },

    /** Step 2: the code sent to the pending address proves it; it replaces the old one. The session goes on. */
    async confirmEmailChange(accountId: string, otp: string, token: string): Promise<AuthResult> {
      const account = await findAccountById(db, accountId);
      if (!account?.pendingEmail)
        throw ruleBroken(SETTINGS_MESSAGES.noEmailChange, { otp: SETTINGS_MESSAGES.noEmailChange });
      await consumeOtp(db, mail.appSecret, accountId, 'change_email', otp, account.pendingEmail);
      try {
        await db
          .update(accounts)
          .set({ email: account.pendingEmail, pendingEmail: null })
          .where(eq(accounts.id, accountId));
      } catch (err) {
        // Someone else signed up with that address in the meantime.
        if (isUniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.emailExists, { otp: ACCOUNT_MESSAGES.emailExists });
        throw err;
      }
      return signedInAnswer(accountId, token);
    },

    async setVisibility(accountId: string, visibility: 'public' | 'private'): Promise<void> {
      await db.update(accounts).set({ visibility }).where(eq(accounts.id, accountId));
    },

    async language(accountId: string): Promise<LanguageCode> {
      const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, accountId));
      if (!row) throw notFound();
      return row.language;
    },

    /** The language of the account's emails; only ever the caller's own account. */
    async setLanguage(accountId: string, language: LanguageCode): Promise<LanguageCode> {
      const [row] = await db
        .update(accounts)
        .set({ language })
        .where(eq(accounts.id, accountId))
        .returning({ language: accounts.language });
      if (!row) throw notFound();
      return row.language;
    },

    /** Everything the platform holds about a person, for the NDPA right of access and portability. */
    async exportData(accountId: string) {
      const account = await findAccountById(db, accountId);
      if (!account) throw notFound();
      const byAccount = <T extends { accountId: unknown }>(table: T) => eq(table.accountId as never, accountId);
      const [creative, business, partner, owned, identity] = await Promise.all([
        db.select().from(creativeProfiles).where(byAccount(creativeProfiles)),
        db.select().from(businessProfiles).where(byAccount(businessProfiles)),
        db.select().from(partnerProfiles).where(byAccount(partnerProfiles)),
        db.select().from(ownedBusinesses).where(byAccount(ownedBusinesses)),
        db
          .select({
            type: identityVerifications.type,
            lastFour: identityVerifications.lastFour,
            provider: identityVerifications.provider,
            verifiedAt: identityVerifications.verifiedAt,
          })
          .from(identityVerifications)
          .where(byAccount(identityVerifications)),
      ]);
      return {
        exported_at: new Date().toISOString(),
        note: 'Your NIN or BVN is not stored; only its type and last four digits are.',
        account: {
          id: account.id,
          role: account.role,
          email: account.email,
          display_name: account.displayName,
          email_verified_at: account.emailVerifiedAt,
          approved_at: account.approvedAt,
          visibility: account.visibility,
          language: account.language,
          created_at: account.createdAt,
        },
        profile: creative[0] ?? business[0] ?? partner[0] ?? null,
        owned_business: owned[0] ?? null,
        identity_verification: identity[0] ?? null,
        skills: await db
          .select({ name: skills.name, added_at: skills.createdAt })
          .from(skills)
          .where(eq(skills.accountId, accountId)),
        consents: await db
          .select({
            kind: consents.kind,
            version: consents.version,
            wording: consents.wording,
            accepted_at: consents.acceptedAt,
          })
          .from(consents)
          .where(eq(consents.accountId, accountId)),
        images: await db
          .select({ purpose: mediaFiles.purpose, key: mediaFiles.key, created_at: mediaFiles.createdAt })
          .from(mediaFiles)
          .where(eq(mediaFiles.ownerAccountId, accountId)),
        sessions: await db
          .select({ created_at: sessions.createdAt, expires_at: sessions.expiresAt, revoked_at: sessions.revokedAt })
          .from(sessions)
          .where(eq(sessions.accountId, accountId))
          .orderBy(desc(sessions.createdAt)),
        ...(await moreData(accountId)),
      };
    },

    /**
     * Deletes the account after checking its password: profile, sessions, skills, images and other content
     * go with it (foreign keys cascade); one audit row stays, naming what was deleted and when.
     */
    async deleteAccount(accountId: string, password: string): Promise<void> {
      const account = await accountWithPassword(
        accountId,
        password,
        'password',
        SETTINGS_MESSAGES.currentPasswordWrong,
      );
      await removeAccount(
        db,
        account,
        { actorAccountId: account.id, action: AUDIT_ACTIONS.accountDeletedByOwner },
        uploadedFilesOf,
      );
    },
  };
}

/**
 * Deletes an account with everything that hangs off it (profile, sessions, skills, posts, likes, notices: the
 * foreign keys cascade) and writes its one audit row in the same transaction; then removes its image files.
 * Used when people delete their own account and when an admin deletes one.
 */
export async function removeAccount(
  db: Database,
  account: { id: string; displayName: string; role: string },
  audit: { actorAccountId: string | null; action: string; reason?: string | null },
  uploadedFilesOf: (accountId: string) => Promise<() => Promise<void>>,
): Promise<void> {
  const removeFiles = await uploadedFilesOf(account.id);
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorAccountId: audit.actorAccountId,
      action: audit.action,
      subjectAccountId: account.id,
      subjectLabel: auditLabel(account),
      reason: audit.reason ?? null,
    });
    await tx.delete(accounts).where(eq(accounts.id, account.id));
  });
  // Only once the rows are gone: a failed transaction must not leave a profile pointing at lost files.
  await removeFiles();
}

export type SettingsService = ReturnType<typeof settingsService>;
