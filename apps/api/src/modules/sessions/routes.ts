import { currentSessionResponseSchema, messageOnlySchema, ROLES } from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { revokeSession } from './service';

/** GET /api/session (who am I) and DELETE /api/session (sign out: the token stops working at once). */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/session',
    {
      config: { roles: ROLES },
      schema: { tags: ['sessions'], summary: 'The signed-in account', response: { 200: currentSessionResponseSchema } },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw notFound();
      const [account] = await db
        .select({
          id: accounts.id,
          role: accounts.role,
          email: accounts.email,
          displayName: accounts.displayName,
          language: accounts.language,
        })
        .from(accounts)
        .where(eq(accounts.id, auth.accountId));
      if (!account) throw notFound();
      return { message: 'Signed in', data: account };
    },
  );

  app.delete(
    '/session',
    {
      config: { roles: ROLES },
      schema: { tags: ['sessions'], summary: 'Sign out this token', response: { 200: messageOnlySchema } },
    },
    async (request) => {
      if (request.auth) await revokeSession(db, request.auth.sessionId);
      return { message: 'Logged out', data: null };
    },
  );
};
