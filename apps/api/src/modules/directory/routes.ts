import { directoryQuerySchema, directoryResponseSchema } from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import { isFirstPage } from '../../http/pagination';
import { publicDirectory } from './repository';

/** How long visitors' first pages of the directory are kept (a change made through the platform forgets them). */
const FIRST_PAGES_KEPT_MS = 5000;

/**
 * GET /prop/public/directory: the public directory, searched and paginated in SQL. What it answers depends on the
 * query only, never on who asks (a member sees what a visitor sees), so members share visitors' kept first pages
 * (decision 0136): keep it so, or drop `sameForMembers`.
 */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/prop/public/directory',
    {
      config: {
        publicCache: {
          ttlMs: FIRST_PAGES_KEPT_MS,
          topics: () => [DIRECTORY_TOPIC],
          when: isFirstPage,
          sameForMembers: true,
        },
      },
      schema: {
        tags: ['directory'],
        summary: 'Public directory: creatives, businesses and partners (data.creatives, data.business, data.partners)',
        description:
          'Only verified, public, not blacklisted accounts (and approved partners). `q` searches name, skills, ' +
          'expertise, category and sector, forgiving typos. `state` and `sector` filter creatives and businesses. ' +
          'One page of each list, or of `tab` only; `counts` are the totals of each list for the same search.',
        querystring: directoryQuerySchema,
        response: { 200: directoryResponseSchema },
      },
    },
    async (request) => ({ message: 'Directory', data: await publicDirectory(db, request.query) }),
  );
};
