import {
  NOTIFICATION_MESSAGES,
  noticeEmailSettingsSchema,
  noticeEmailSettingsUpdateSchema,
  noticeSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedIn } from '../../http/auth';
import { notFound } from '../../http/errors';
import { listNotifications, markAllRead, markRead } from './service';
import { emailSettingsOf, saveEmailSettings } from './settings';

const SIGNED_IN = ['user', 'business', 'partner', 'admin'] as const;
const tags = ['notifications'];
const messageSchema = z.object({ message: z.string() });

/** /api/prop/notifications: the signed-in account's in-app notices and its email choices. */
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
          200: z.object({
            data: z.object({
              items: z.array(noticeSchema),
              unread: z.number().int(),
              /** Counting stopped at `unread`: there are more (decision 0026). */
              unread_capped: z.boolean(),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await listNotifications(db, signedIn(request.auth).accountId, request.query.limit) }),
  );

  app.post(
    '/prop/notifications/read',
    {
      config: { roles: SIGNED_IN },
      schema: { tags, summary: 'Mark every notice as read', response: { 200: messageSchema } },
    },
    async (request) => {
      await markAllRead(db, signedIn(request.auth).accountId);
      return { message: NOTIFICATION_MESSAGES.read };
    },
  );

  app.post(
    '/prop/notifications/:id/read',
    {
      config: { roles: SIGNED_IN },
      schema: {
        tags,
        summary: 'Mark one of your notices as read',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await markRead(db, signedIn(request.auth).accountId, request.params.id)))
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { message: NOTIFICATION_MESSAGES.read };
    },
  );

  app.get(
    '/prop/notifications/settings',
    {
      config: { roles: SIGNED_IN },
      schema: {
        tags,
        summary: 'Which notices come by email, and whether as a daily digest',
        response: { 200: z.object({ data: noticeEmailSettingsSchema }) },
      },
    },
    async (request) => ({ data: await emailSettingsOf(db, signedIn(request.auth).accountId) }),
  );

  app.put(
    '/prop/notifications/settings',
    {
      config: { roles: SIGNED_IN },
      schema: {
        tags,
        summary: 'Choose which notices come by email (any subset of kinds) and the daily digest',
        body: noticeEmailSettingsUpdateSchema,
        response: { 200: z.object({ message: z.string(), data: noticeEmailSettingsSchema }) },
      },
    },
    async (request) => ({
      message: NOTIFICATION_MESSAGES.settingsSaved,
      data: await saveEmailSettings(db, signedIn(request.auth).accountId, request.body),
    }),
  );
};
