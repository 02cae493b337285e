import {
  envelope,
  referenceData,
  referenceDataSchema,
  referenceNames,
  referenceNamesSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFERENCE_TOPIC } from '../../http/cache-topics';

/** GET /api/reference: states and LGAs, sectors, need types, option lists and constants, in one cacheable answer. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = { message: 'Reference data', data: referenceData() };
  const names = { message: 'Reference names', data: referenceNames() };

  app.get(
    '/reference',
    {
      // Serialized and compressed once a minute, not for every visitor.
      config: { publicCache: { ttlMs: 60_000, topics: () => [REFERENCE_TOPIC] } },
      schema: {
        tags: ['platform'],
        summary: 'Reference data both the web app and the API use',
        response: { 200: envelope(referenceDataSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return body;
    },
  );

  app.get(
    '/reference/names',
    {
      config: { publicCache: { ttlMs: 60_000, topics: () => [REFERENCE_TOPIC] } },
      schema: {
        tags: ['platform'],
        summary: 'The names of the states and sector groups, and the count of LGAs, for public pages',
        response: { 200: envelope(referenceNamesSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return names;
    },
  );
};
