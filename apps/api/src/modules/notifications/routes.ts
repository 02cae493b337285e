import {
  envelope,
  messageOnlySchema,
  NOTIFICATION_MESSAGES,
  noticeEmailSettingsSchema,
  noticeEmailSettingsUpdateSchema,
  noticeSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes, noData } from '../../http/answers';
import { signedIn } from '../../http/auth';
import type { NoticesService } from './service';

const SIGNED_IN = ['user', 'business', 'partner', 'admin'] as const;
const tags = ['notifications'];

/** /api/prop/notifications: the signed-in account's in-app notices and its email choices. */
export const notificationRoutes: FastifyPluginAsyncZod<{ service: NoticesService }> = async (app, { service }) => {
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
    async (request) => ({ data: await service.list(signedIn(request.auth).accountId, request.query.limit) }),
  );

  const answered = answeredRoutes(app, { tags, config: { roles: SIGNED_IN } });
  answered.post('/prop/notifications/read', {
    summary: 'Mark every notice as read',
    response: messageOnlySchema,
    message: NOTIFICATION_MESSAGES.read,
    data: (request) => noData(service.markAllRead(signedIn(request.auth).accountId)),
  });

  answered.post('/prop/notifications/:id/read', {
    summary: 'Mark one of your notices as read',
    params: z.object({ id: z.uuid() }),
    response: messageOnlySchema,
    message: NOTIFICATION_MESSAGES.read,
    data: (request) => noData(service.markRead(signedIn(request.auth).accountId, request.params.id)),
  });

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
    async (request) => ({ data: await service.emailSettings(signedIn(request.auth).accountId) }),
  );

  answered.put('/prop/notifications/settings', {
    summary: 'Choose which notices come by email (any subset of kinds) and the daily digest',
    body: noticeEmailSettingsUpdateSchema,
    response: envelope(noticeEmailSettingsSchema),
    message: NOTIFICATION_MESSAGES.settingsSaved,
    data: (request) => service.saveEmailSettings(signedIn(request.auth).accountId, request.body),
  });
};
