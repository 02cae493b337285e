import {
  envelope,
  referenceData,
  referenceDataSchema,
  referenceNames,
  referenceNamesSchema,
} from '@creative-ng/shared';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { REFERENCE_TOPIC } from '../../http/cache-topics';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface ConstantAnswer<T extends z.ZodType> {
  summary: string;
  schema: T;
  message: string;
  data: z.input<T>;
}

/**
 * A GET whose answer is made once, as the reference data never changes while the server runs: kept for visitors
 * (serialized and compressed once a minute, not for every visitor) and cached by browsers for an hour.
 */
function constantRoute<T extends z.ZodType>(
  app: App,
  url: string,
  { summary, schema, message, data }: ConstantAnswer<T>,
) {
  const body = { message, data };
  // A plain schema here: the answer's type is checked where the route is given it (ConstantAnswer).
  const routeSchema: FastifySchema = { tags: ['platform'], summary, response: { 200: envelope(schema) } };
  app.get(
    url,
    {
      config: { publicCache: { ttlMs: 60_000, topics: () => [REFERENCE_TOPIC] } },
      schema: routeSchema,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return body;
    },
  );
}

/** GET /api/reference: states and LGAs, sectors, need types, option lists and constants, in one cacheable answer. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  constantRoute(app, '/reference', {
    summary: 'Reference data both the web app and the API use',
    schema: referenceDataSchema,
    message: 'Reference data',
    data: referenceData(),
  });
  constantRoute(app, '/reference/names', {
    summary: 'The names of the states and sector groups, and the count of LGAs, for public pages',
    schema: referenceNamesSchema,
    message: 'Reference names',
    data: referenceNames(),
  });
};
