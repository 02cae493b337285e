import { auditQuerySchema, auditResponseSchema } from '@creative-ng/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { accounts, auditLog } from '../../db/schema/index';

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
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: auditLog, actorName: actor.displayName })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      const count = total?.n ?? 0;
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
        pagination: { page, limit, total: count, total_pages: Math.max(1, Math.ceil(count / limit)) },
      };
    },
  );
};
