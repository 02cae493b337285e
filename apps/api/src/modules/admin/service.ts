import { DIRECTORY_MESSAGES } from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { notFound, ruleBroken } from '../../http/errors';
import { AUDIT_ACTIONS, auditLabel, recordAudit } from '../audit/service';
import { closeOpenReports } from '../moderation/service';
import { notify } from '../notifications/service';
import { revokeAllSessions } from '../sessions/service';
import { removeAccount } from '../settings/service';
import { type ManagedRole, managedAccount } from './repository';

export interface AdminServiceDeps {
  /** Collects an account's stored image files; the returned function removes them. */
  uploadedFilesOf: (accountId: string) => Promise<() => Promise<void>>;
}

/** What an admin does to creatives, businesses and partners. Each action writes exactly one audit row. */
export function adminService(db: Database, deps: AdminServiceDeps) {
  async function target(adminId: string, id: string, role: ManagedRole) {
    if (adminId === id) throw ruleBroken(DIRECTORY_MESSAGES.notYourself);
    const account = await managedAccount(db, id, role);
    if (!account) throw notFound(DIRECTORY_MESSAGES.notFound);
    return account;
  }

  return {
    /** Approves a partner: it may publish from now on, and is told so in the app and by email (notice mailer). */
    async approvePartner(adminId: string, id: string): Promise<void> {
      const partner = await target(adminId, id, 'partner');
      if (partner.approvedAt) throw ruleBroken(DIRECTORY_MESSAGES.alreadyApproved);
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ approvedAt: new Date() }).where(eq(accounts.id, partner.id));
        // The notice also goes by email (partner_approved emails by default): the notice mailer sends it.
        await notify(tx, { accountId: partner.id, kind: 'partner_approved', data: { name: partner.displayName } });
        await recordAudit(tx, {
          actorAccountId: adminId,
          action: AUDIT_ACTIONS.partnerApproved,
          subjectAccountId: partner.id,
          subjectLabel: auditLabel(partner),
        });
      });
    },

    /**
     * Blacklists an account (its sessions end at once, its profile, posts and listings leave public view) or
     * takes it off the blacklist.
     */
    async setBlacklisted(
      adminId: string,
      id: string,
      role: ManagedRole,
      blacklisted: boolean,
      reason: string | undefined,
    ): Promise<void> {
      const account = await target(adminId, id, role);
      if (account.isBlacklisted === blacklisted) {
        throw ruleBroken(blacklisted ? DIRECTORY_MESSAGES.alreadyBlacklisted : DIRECTORY_MESSAGES.notBlacklisted);
      }
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ isBlacklisted: blacklisted }).where(eq(accounts.id, account.id));
        if (blacklisted) {
          await revokeAllSessions(tx, account.id);
          // Reports about this profile are answered by the blacklisting: they leave the queue.
          await closeOpenReports(
            tx,
            { targetType: 'profile', targetId: account.id },
            { status: 'removed', adminId, resolution: reason ?? null },
          );
        }
        await recordAudit(tx, {
          actorAccountId: adminId,
          action: blacklisted ? AUDIT_ACTIONS.accountBlacklisted : AUDIT_ACTIONS.accountUnblacklisted,
          subjectAccountId: account.id,
          subjectLabel: auditLabel(account),
          reason: reason ?? null,
        });
      });
    },

    /** Deletes an account and its content, the same way people delete their own (settings). */
    async deleteAccount(adminId: string, id: string, role: ManagedRole, reason: string | undefined): Promise<void> {
      const account = await target(adminId, id, role);
      await removeAccount(
        db,
        account,
        { actorAccountId: adminId, action: AUDIT_ACTIONS.accountDeleted, reason: reason ?? null },
        deps.uploadedFilesOf,
      );
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
