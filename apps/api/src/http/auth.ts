import { ACCOUNT_MESSAGES, AUTH_HEADER, type Role, tokenFromHeader } from '@creative-ng/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { findSession, tokenOfBlockedAccount } from '../modules/sessions/service';
import type { AuthContext } from './auth-context';
import { AppError, forbidden, unauthenticated } from './errors';

/** Who is making a request (the session's account): what handlers and services are given. */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for an anonymous request. Set before any handler runs. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Roles allowed on this route. Any non-empty list makes the route need sign-in (401 without a
     * valid token) and refuses other roles (403). Declare it per route: `config: { roles: ['admin'] }`.
     */
    roles?: readonly Role[];
    /** Lets an account that has not confirmed its email through (sign-up steps only). */
    allowUnverified?: boolean;
  }
}

/** Reads the token from the authorization header (raw, or "Bearer <token>") and enforces each route's roles. */
export const authPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      const token = tokenFromHeader(headerValue(request));
      request.auth = token ? ((await findSession(db, token)) ?? null) : null;
      const roles = request.routeOptions.config?.roles;
      if (!roles || roles.length === 0) return;
      // A token that was sent but no longer works gets the same 401, so clients return to sign-in; when its account
      // was suspended the 401 says so, so the person learns why at once (decision 0055).
      if (!request.auth) {
        const blocked = token ? await tokenOfBlockedAccount(db, token) : false;
        throw unauthenticated(blocked ? ACCOUNT_MESSAGES.blacklisted : undefined);
      }
      if (!roles.includes(request.auth.role)) throw forbidden();
      if (!request.auth.emailVerified && !request.routeOptions.config?.allowUnverified) {
        throw new AppError('EMAIL_NOT_VERIFIED');
      }
    });

    // Routes that declare roles need sign-in: say so in the OpenAPI document.
    app.addHook('onRoute', (route) => {
      const roles = route.config?.roles;
      if (!roles?.length || !route.schema) return;
      const schema = route.schema as { security?: unknown; description?: string };
      schema.security = [{ token: [] }];
      schema.description = [schema.description, `Roles: ${roles.join(', ')}.`].filter(Boolean).join(' ');
    });
  },
  { name: 'auth' },
);

function headerValue(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** The signed-in account of a request, or 401 (for handlers whose route lets visitors in, or to narrow the type). */
export function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}
