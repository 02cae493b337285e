import { directoryQuerySchema, directoryResponseSchema } from '@creative-ng/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import { publicDirectory } from './repository';

/** How long visitors' first pages of the directory are kept (a change made through the platform forgets them). */
const FIRST_PAGES_KEPT_MS = 5000;

/**
 * The directory's first page of each tab (or of all three), with or without a state or sector, but not a search:
 * where a crowd of visitors lands. The query is read before validation, so its values are still text.
 */
const isFirstPageUnsearched = (request: FastifyRequest) => {
  const { page, q } = (request.query ?? {}) as { page?: unknown; q?: unknown };
  const firstPage = page === undefined || page === '1';
  const unsearched = q === undefined || (typeof q === 'string' && q.trim() === '');
  return firstPage && unsearched;
};

/** GET /prop/public/directory: the public directory, searched and paginated in SQL. */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/prop/public/directory',
    {
      config: {
        publicCache: { ttlMs: FIRST_PAGES_KEPT_MS, topics: () => [DIRECTORY_TOPIC], when: isFirstPageUnsearched },
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
