import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../http/errors';
import { listNotifications, markAllRead } from './service';

const SIGNED_IN = ['user', 'business', 'partner', 'admin'] as const;
const tags = ['notifications'];

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});

/** /api/prop/notifications: the signed-in account's in-app notices. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/prop/notifications',
    {
      config: { roles: SIGNED_IN },
      schema: {
        tags,
        summary: 'Own notices, newest first, with the unread count',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
        response: {
          200: z.object({ data: z.object({ items: z.array(notificationSchema), unread: z.number().int() }) }),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return { data: await listNotifications(db, request.auth.accountId, request.query.limit) };
    },
  );

  app.post(
    '/prop/notifications/read',
    {
      config: { roles: SIGNED_IN },
      schema: { tags, summary: 'Mark every notice as read', response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      await markAllRead(db, request.auth.accountId);
      return { message: 'Notifications marked as read' };
    },
  );
};
