import {
  adminReportedMessagesResponseSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  dismissReportRequestSchema,
  MODERATION_MESSAGES,
  REPORTER_ROLES,
  removeContentRequestSchema,
  reportCreatedResponseSchema,
  reportRequestSchema,
  reportResolvedResponseSchema,
} from '@creative-ng/shared/moderation/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLISHED_CONTENT_TOPICS } from '../../http/cache-topics';
import { unauthenticated } from '../../http/errors';
import type { ModerationService } from './service';

const ADMIN = ['admin'] as const;
const tags = ['moderation'];
const reportParams = z.object({ id: z.uuid({ error: MODERATION_MESSAGES.reportNotFound }) });

/**
 * Reports (any signed-in member) and the admin queue: /api/prop/reports, /api/prop/admin-reports[/{id}/remove|dismiss].
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (app, { service }) => {
  app.post(
    '/prop/reports',
    {
      config: { roles: REPORTER_ROLES },
      schema: {
        tags,
        summary: 'Report a post, product, listing or profile',
        description:
          'The target must exist and not be your own; one open report per person per target (409 for a second).',
        body: reportRequestSchema,
        response: { 201: reportCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const data = await service.report(request.auth, request.body);
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported, data });
    },
  );

  app.get(
    '/prop/admin-reports',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'The reports queue (admin)',
        description:
          'Newest first, with what was reported, its author, the reporter and the open reports on the target.',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return { message: 'Reports', data: await service.list(status, page, limit) };
    },
  );

  app.get(
    '/prop/admin-reports/:id/messages',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'The private messages a report is about (admin)',
        description:
          'A reported message, or a reported conversation’s last messages before the report: what was reported and nothing more. 422 for reports of other kinds.',
        params: reportParams,
        response: { 200: adminReportedMessagesResponseSchema },
      },
    },
    async (request) => ({ message: 'Reported messages', data: await service.reportedMessages(request.params.id) }),
  );

  app.post(
    '/prop/admin-reports/:id/remove',
    {
      config: { roles: ADMIN, invalidates: () => PUBLISHED_CONTENT_TOPICS },
      schema: {
        tags,
        summary: 'Remove the reported content (admin)',
        description:
          'Takes the content down, closes every open report on it, tells the author why (in-app and email) and writes the audit log. 422 for profiles (blacklist them instead) and kinds not built yet.',
        params: reportParams,
        body: removeContentRequestSchema,
        response: { 200: reportResolvedResponseSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const data = await service.remove(request.auth, request.params.id, request.body.reason);
      return { message: MODERATION_MESSAGES.removed, data };
    },
  );

  app.post(
    '/prop/admin-reports/:id/dismiss',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Dismiss the reports on this target (admin)',
        description: 'The content stays; every open report on the same target is closed; the audit log keeps the note.',
        params: reportParams,
        body: dismissReportRequestSchema,
        response: { 200: reportResolvedResponseSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const data = await service.dismiss(request.auth, request.params.id, request.body?.note || undefined);
      return { message: MODERATION_MESSAGES.dismissed, data };
    },
  );
};
