import { adminAnalyticsResponseSchema } from '@creative-ng/shared/analytics/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { answeredRoutes } from '../../http/answers';
import { adminAnalytics } from './repository';

/** GET /api/prop/admin-analytics: sign-ups, creatives by state and sector, needs, partners, verification (admin). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  answeredRoutes(app, { tags: ['analytics'], config: { roles: ['admin'] } }).get('/prop/admin-analytics', {
    summary: 'The platform in numbers (admin)',
    description:
      'Sign-ups per week by role (last 12 weeks), creatives by state of origin (all 37, zeros included) and by sector group, support needs of creatives and businesses, partners by type, verified identities.',
    response: adminAnalyticsResponseSchema,
    message: 'Analytics',
    data: () => adminAnalytics(db),
  });
};
