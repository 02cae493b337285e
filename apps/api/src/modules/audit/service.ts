import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** The actions written to the audit log. Admin actions, and what people do to their own account. */
export const AUDIT_ACTIONS = {
  accountDeletedByOwner: 'account.deleted_by_owner',
  accountDeleted: 'account.deleted',
  accountBlacklisted: 'account.blacklisted',
  accountUnblacklisted: 'account.unblacklisted',
  partnerApproved: 'partner.approved',
  contentRemoved: 'content.removed',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS] | (string & {});

export interface AuditEntry {
  /** Who acted (an admin, or the person themselves); null for the system. */
  actorAccountId: string | null;
  action: AuditAction;
  /** The account acted on (kept after the account is gone: the table has no foreign keys). */
  subjectAccountId?: string | null;
  /** A readable name of the subject at the time, e.g. 'Chinedu Okafor (user)'. */
  subjectLabel?: string | null;
  reason?: string | null;
  /** Anything else worth keeping, e.g. `{ postId }` for removed content. */
  details?: Record<string, unknown> | null;
}

/**
 * Writes one row to the append-only audit log. Pass the transaction of the change it records, so the
 * change and its audit row commit together or not at all.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountId: entry.actorAccountId,
    action: entry.action,
    subjectAccountId: entry.subjectAccountId ?? null,
    subjectLabel: entry.subjectLabel ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}

/** How an account is named in the audit log: its display name and role at the time. */
export function auditLabel(account: { displayName: string; role: string }): string {
  return `${account.displayName} (${account.role})`;
}
