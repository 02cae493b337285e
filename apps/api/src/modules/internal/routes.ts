import { messageOnlySchema, passwordField } from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/errors';
import { keyedHash, sameHash } from '../../security/keys';
import { createOrResetAdmin } from '../accounts/service';
import { devOutboxList, devOutboxListSchema } from '../outbox/service';

/** The key the command-line tools present: only someone who can read DATA_DIR/secrets.json (or APP_SECRET) has it. */
export function internalKey(appSecret: string): string {
  return keyedHash(appSecret, 'internal-cli', 'creative-ng');
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Calls for the platform's own command-line tools when they cannot open the embedded database
 * themselves because the running server holds it: loopback only, with the internal key.
 */
export const internalRoutes: FastifyPluginAsyncZod<{ db: Database; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  const expected = internalKey(appSecret);
  app.addHook('onRequest', async (request) => {
    const given = request.headers['x-internal-key'];
    const fromHere = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!fromHere || typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given) || !sameHash(given, expected)) {
      throw forbidden();
    }
  });

  app.post(
    '/internal/admins',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.email().transform((v) => v.toLowerCase()), password: passwordField }),
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      const result = await createOrResetAdmin(db, request.body.email, request.body.password);
      return { message: result === 'created' ? 'Admin created.' : 'Admin password reset.', data: null };
    },
  );

  // `npm run outbox` while the server holds the embedded database.
  app.get('/internal/outbox', { schema: { hide: true, ...devOutboxListSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return devOutboxList(db, appSecret, request.query);
  });
};
