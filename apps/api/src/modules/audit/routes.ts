import { auditQuerySchema, auditResponseSchema } from '@creative-ng/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { countUpTo, newestFirst } from '../../db/lists';
import { accounts, auditLog } from '../../db/schema/index';
import { countCap, pageInfo, pageOffset } from '../../http/pagination';

const actor = alias(accounts, 'actor');

/** GET /prop/admin-audit: the audit log, newest first, for admins. Nobody can change it (a trigger refuses). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/prop/admin-audit',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin directory'],
        summary: 'The audit log of admin actions and account deletions, newest first',
        description: 'Who did what to which account, when and why. Read only: there is no call to change it.',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, subject } = request.query;
      const where = subject ? eq(auditLog.subjectAccountId, subject) : undefined;
      const newest = newestFirst(auditLog.createdAt, auditLog.id);
      const [rows, total] = await Promise.all([
        db
          .select({ row: auditLog, actorName: actor.displayName })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
          .where(where)
          .orderBy(...newest)
          .limit(limit)
          .offset(pageOffset(request.query)),
        // Counted to the cap in the page's own index order: it reads the index's first entries, as the page does.
        countUpTo(
          db,
          db
            .select({ one: sql`1` })
            .from(auditLog)
            .where(where)
            .orderBy(...newest),
          countCap(request.query),
        ),
      ]);
      return {
        message: 'Audit log',
        data: rows.map(({ row, actorName }) => ({
          id: row.id,
          action: row.action,
          actor_id: row.actorAccountId,
          actor_name: actorName,
          subject_id: row.subjectAccountId,
          subject_label: row.subjectLabel,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
        pagination: pageInfo(page, limit, total.total, total.capped),
      };
    },
  );
};
