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
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { PUBLISHED_CONTENT_TOPICS } from '../../http/cache-topics';
import type { ModerationService } from './service';

const ADMIN = ['admin'] as const;
const tags = ['moderation'];
const reportParams = z.object({ id: z.uuid({ error: MODERATION_MESSAGES.reportNotFound }) });

/**
 * Reports (any signed-in member) and the admin queue: /api/prop/reports, /api/prop/admin-reports[/{id}/remove|dismiss].
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (app, { service }) => {
  const answered = answeredRoutes(app, { tags, config: { roles: ADMIN } });
  answered.post('/prop/reports', {
    config: { roles: REPORTER_ROLES },
    summary: 'Report a post, product, listing or profile',
    description: 'The target must exist and not be your own; one open report per person per target (409 for a second).',
    body: reportRequestSchema,
    response: reportCreatedResponseSchema,
    status: 201,
    message: MODERATION_MESSAGES.reported,
    data: (request) => service.report(signedIn(request.auth), request.body),
  });

  answered.get('/prop/admin-reports', {
    summary: 'The reports queue (admin)',
    description: 'Newest first, with what was reported, its author, the reporter and the open reports on the target.',
    querystring: adminReportsQuerySchema,
    response: adminReportsResponseSchema,
    message: 'Reports',
    data: (request) => service.list(request.query.status, request.query.page, request.query.limit),
  });

  answered.get('/prop/admin-reports/:id/messages', {
    summary: 'The private messages a report is about (admin)',
    description:
      'A reported message, or a reported conversation’s last messages before the report: what was reported and nothing more. 422 for reports of other kinds.',
    params: reportParams,
    response: adminReportedMessagesResponseSchema,
    message: 'Reported messages',
    data: (request) => service.reportedMessages(request.params.id),
  });

  answered.post('/prop/admin-reports/:id/remove', {
    config: { roles: ADMIN, invalidates: () => PUBLISHED_CONTENT_TOPICS },
    summary: 'Remove the reported content (admin)',
    description:
      'Takes the content down, closes every open report on it, tells the author why (in-app and email) and writes the audit log. 422 for profiles (blacklist them instead) and kinds not built yet.',
    params: reportParams,
    body: removeContentRequestSchema,
    response: reportResolvedResponseSchema,
    message: MODERATION_MESSAGES.removed,
    data: (request) => service.remove(signedIn(request.auth), request.params.id, request.body.reason),
  });

  answered.post('/prop/admin-reports/:id/dismiss', {
    summary: 'Dismiss the reports on this target (admin)',
    description: 'The content stays; every open report on the same target is closed; the audit log keeps the note.',
    params: reportParams,
    body: dismissReportRequestSchema,
    response: reportResolvedResponseSchema,
    message: MODERATION_MESSAGES.dismissed,
    data: (request) => service.dismiss(signedIn(request.auth), request.params.id, request.body?.note || undefined),
  });
};
