import { healthResponseSchema } from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

const PING_TIMEOUT_MS = 2000;

/** GET /api/health: 200 when the database answers, 503 when it does not (load balancers read the status). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Is the platform up and its database reachable?',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const reachable = await pingWithTimeout(database).then(
        () => true,
        (err: unknown) => {
          request.log.warn({ err }, 'database ping failed');
          return false;
        },
      );
      const data = {
        status: reachable ? ('ok' as const) : ('unavailable' as const),
        database: reachable ? ('reachable' as const) : ('unreachable' as const),
        version,
        uptimeSeconds: Math.round(process.uptime()),
      };
      reply.header('cache-control', 'no-store');
      return reply.status(reachable ? 200 : 503).send({ message: reachable ? 'OK' : 'Database unreachable', data });
    },
  );
};

function pingWithTimeout(database: DatabaseHandle): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
    database.ping().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
