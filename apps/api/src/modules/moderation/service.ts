import {
  type AdminReport,
  type AdminReportedMessage,
  type AdminReportsPage,
  MODERATION_MESSAGES,
  type ReportRequest,
  type ReportStatus,
  type ReportTargetType,
} from '@creative-ng/shared/moderation/index';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countUpTo, newestFirst } from '../../db/lists';
import { accounts, reports } from '../../db/schema/index';
import type { AuthContext } from '../../http/auth-context';
import { conflict, forbidden, notFound, ruleBroken } from '../../http/errors';
import { countCap } from '../../http/pagination';
import { AUDIT_ACTIONS, auditLabel, recordAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { assertRemovable, canRemove, findTarget, removeTarget, TARGETS, type TargetFacts } from './targets';

export const REPORT_DISMISSED_ACTION = 'report.dismissed';

/** The in-app notice an author gets when an admin removes their content. */
export const CONTENT_REMOVED_NOTICE = 'content_removed';

type ReportRow = typeof reports.$inferSelect;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Closes every open report on a target inside the caller's transaction; returns how many. The admin tools call
 * it too when they act on reported content another way (e.g. blacklisting a reported profile: status 'removed').
 */
export async function closeOpenReports(
  tx: Database,
  target: { targetType: ReportTargetType; targetId: string },
  outcome: { status: Exclude<ReportStatus, 'open'>; adminId: string; resolution: string | null },
): Promise<number> {
  const closed = await tx
    .update(reports)
    .set({
      status: outcome.status,
      resolvedByAccountId: outcome.adminId,
      resolution: outcome.resolution,
      resolvedAt: new Date(),
    })
    .where(
      and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId), eq(reports.status, 'open')),
    )
    .returning({ id: reports.id });
  return closed.length;
}

export function moderationService(db: Database) {
  async function openReport(id: string): Promise<ReportRow> {
    const [report] = await db.select().from(reports).where(eq(reports.id, id));
    if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw conflict(MODERATION_MESSAGES.alreadyHandled);
    return report;
  }

  const subjectLabel = (target: TargetFacts | undefined) =>
    target?.authorName ? auditLabel({ displayName: target.authorName, role: target.authorRole ?? 'unknown' }) : null;

  return {
    /** A member reports something: it must exist, not be theirs, and not already be reported by them and open. */
    async report(viewer: AuthContext, body: ReportRequest): Promise<{ id: string; status: ReportStatus }> {
      const target = await findTarget(db, body.target_type, body.target_id);
      // Private content is reported by its members only; to anyone else it does not exist.
      if (!target || target.removed || (target.audience && !target.audience.includes(viewer.accountId))) {
        throw notFound(MODERATION_MESSAGES.targetNotFound);
      }
      if (target.authorId === viewer.accountId) throw forbidden(MODERATION_MESSAGES.ownContent);
      try {
        const [created] = await db
          .insert(reports)
          .values({
            reporterAccountId: viewer.accountId,
            targetType: body.target_type,
            targetId: body.target_id,
            reason: body.reason,
          })
          .returning({ id: reports.id, status: reports.status });
        if (!created) throw new Error('report not inserted');
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MODERATION_MESSAGES.duplicate);
        throw error;
      }
    },

    /** The admin queue: newest first, with what was reported, by whom, and how many reports its target has. */
    async list(status: ReportStatus, page: number, limit: number): Promise<AdminReportsPage> {
      const newest = newestFirst(reports.createdAt, reports.id);
      // Counted to a cap like every list (decision 0026), in the queue's own index order, so the count reads the
      // index's first entries like the page does: an exact count read every report of the status.
      const [rows, counted] = await Promise.all([
        db
          .select({
            report: reports,
            reporterName: accounts.displayName,
            reporterRole: accounts.role,
            // How many open reports its target has: for each row of the page, its entries of the open reports'
            // index by target (reports_open_target_idx), no statement per target type and no grouping.
            openOnTarget: sql<number>`(select count(*)::int from ${reports} as same
              where same.target_type = ${reports.targetType} and same.target_id = ${reports.targetId}
                and same.status = 'open')`,
          })
          .from(reports)
          .leftJoin(accounts, eq(accounts.id, reports.reporterAccountId))
          .where(eq(reports.status, status))
          .orderBy(...newest)
          .limit(limit)
          .offset((page - 1) * limit),
        countUpTo(
          db,
          db
            .select({ one: sql`1` })
            .from(reports)
            .where(eq(reports.status, status))
            .orderBy(...newest),
          countCap({ page, limit }),
        ),
      ]);

      // Targets, one query per target type on the page (never per row).
      const byType = new Map<ReportTargetType, string[]>();
      for (const { report } of rows)
        byType.set(report.targetType, [...(byType.get(report.targetType) ?? []), report.targetId]);
      const facts = new Map<string, TargetFacts>();
      const counts = new Map<string, number>();
      for (const { report, openOnTarget } of rows) counts.set(`${report.targetType}:${report.targetId}`, openOnTarget);
      for (const [type, ids] of byType) {
        for (const [id, fact] of await TARGETS[type].find(db, ids)) facts.set(`${type}:${id}`, fact);
      }

      const items: AdminReport[] = rows.map(({ report, reporterName, reporterRole }) => {
        const key = `${report.targetType}:${report.targetId}`;
        const target = facts.get(key);
        return {
          id: report.id,
          target_type: report.targetType,
          target_id: report.targetId,
          reason: report.reason,
          status: report.status,
          created_at: report.createdAt.toISOString(),
          reporter:
            report.reporterAccountId && reporterName
              ? { id: report.reporterAccountId, name: reporterName, role: reporterRole ?? 'user' }
              : null,
          target_report_count: counts.get(key) ?? 0,
          target: target
            ? {
                title: target.title,
                excerpt: target.excerpt,
                link: target.link,
                author_id: target.authorId,
                author_name: target.authorName,
                removed: target.removed,
              }
            : null,
          can_remove: canRemove(report.targetType),
          resolution: report.resolution,
          resolved_at: report.resolvedAt?.toISOString() ?? null,
        };
      });
      return { items, total: counted.total, total_capped: counted.capped, page, limit };
    },

    /**
     * The private messages a report lets an admin read (the reported message, or the reported conversation as it
     * stood when reported), and nothing else: 422 for reports of other kinds.
     */
    async reportedMessages(reportId: string): Promise<AdminReportedMessage[]> {
      const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
      if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
      const read = TARGETS[report.targetType].reportedMessages;
      if (!read) throw ruleBroken(MODERATION_MESSAGES.notAboutMessages);
      const rows = await read(db, report.targetId, report.createdAt);
      return rows.map((row) => ({
        id: row.id,
        seq: row.seq,
        sender_id: row.senderId,
        sender_name: row.senderName,
        body: row.body,
        image_url: row.imageUrl,
        document_name: row.documentName,
        removed: row.removed,
        created_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * Removes the reported content: takes it down, closes every open report on it, tells the author why
     * (an in-app notice, which the notice mailer also emails) and writes one audit row, all in one transaction.
     */
    async remove(admin: AuthContext, reportId: string, reason: string) {
      const report = await openReport(reportId);
      const target = await findTarget(db, report.targetType, report.targetId);
      assertRemovable(report.targetType);
      if (!target) throw notFound(MODERATION_MESSAGES.targetNotFound);
      const resolved = await db.transaction(async (tx) => {
        const taken = await removeTarget(tx, report.targetType, report.targetId, reason);
        const n = await closeOpenReports(tx, report, {
          status: 'removed',
          adminId: admin.accountId,
          resolution: reason,
        });
        if (n === 0) throw conflict(MODERATION_MESSAGES.alreadyHandled);
        // The author is told why: in the app, and by email through the notice mailer (their email choices apply).
        if (taken && target.authorId) {
          await notify(tx, {
            accountId: target.authorId,
            kind: CONTENT_REMOVED_NOTICE,
            data: { target_type: report.targetType, target_id: report.targetId, title: target.title, reason },
          });
        }
        await recordAudit(tx, {
          actorAccountId: admin.accountId,
          action: AUDIT_ACTIONS.contentRemoved,
          subjectAccountId: target.authorId,
          subjectLabel: subjectLabel(target),
          reason,
          details: {
            target_type: report.targetType,
            target_id: report.targetId,
            title: target.title,
            report_id: report.id,
            reports_resolved: n,
          },
        });
        return n;
      });
      return { status: 'removed' as const, resolved_reports: resolved };
    },

    /** Dismisses the reports on the target (the content stays), with one audit row. */
    async dismiss(admin: AuthContext, reportId: string, note: string | undefined) {
      const report = await openReport(reportId);
      const target = await findTarget(db, report.targetType, report.targetId);
      const resolved = await db.transaction(async (tx) => {
        const n = await closeOpenReports(tx, report, {
          status: 'dismissed',
          adminId: admin.accountId,
          resolution: note ?? null,
        });
        if (n === 0) throw conflict(MODERATION_MESSAGES.alreadyHandled);
        await recordAudit(tx, {
          actorAccountId: admin.accountId,
          action: REPORT_DISMISSED_ACTION,
          subjectAccountId: target?.authorId ?? null,
          subjectLabel: subjectLabel(target),
          reason: note ?? report.reason,
          details: {
            target_type: report.targetType,
            target_id: report.targetId,
            title: target?.title ?? null,
            report_id: report.id,
            reports_resolved: n,
          },
        });
        return n;
      });
      return { status: 'dismissed' as const, resolved_reports: resolved };
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
