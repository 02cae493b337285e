import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../src/db/schema/index';
import { authPlugin } from '../src/http/auth';
import { registerErrorHandler } from '../src/http/error-handler';
import { revokeAllSessions } from '../src/modules/sessions/service';
import { hashToken } from '../src/security/tokens';
import { signedInAccount } from './helpers/accounts';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';

describe('auth header and sessions', () => {
  const app = useTestApp();

  const whoAmI = (authorization?: string) =>
    app().app.inject({ method: 'GET', url: '/api/session', headers: authorization ? { authorization } : {} });

  it('accepts the raw token, as the old front end sends it', async () => {
    const { account, token } = await signedInAccount(app().database.handle.db, 'user');
    const res = await whoAmI(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, role: 'user', email: account.email });
  });

  it('accepts "Bearer <token>" too', async () => {
    const { account, token } = await signedInAccount(app().database.handle.db, 'partner');
    const res = await whoAmI(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(account.id);
  });

  it('refuses a missing or unknown token with 401', async () => {
    expect((await whoAmI()).statusCode).toBe(401);
    const res = await whoAmI('not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().data.code).toBe('UNAUTHENTICATED');
  });

  it('stores only the hash of a token', async () => {
    const { account, token } = await signedInAccount(app().database.handle.db, 'business');
    const rows = await app().database.handle.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signing out makes the token stop working at once', async () => {
    const { token } = await signedInAccount(app().database.handle.db, 'user');
    const out = await app().app.inject({ method: 'DELETE', url: '/api/session', headers: { authorization: token } });
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('revoking all sessions of an account ends each of them', async () => {
    const db = app().database.handle.db;
    const { account, token } = await signedInAccount(db, 'user');
    await revokeAllSessions(db, account.id);
    const ended = await whoAmI(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().data.messageCode).toBe('error.UNAUTHENTICATED');
  });

  it('an expired session is refused, as an unknown token is', async () => {
    const db = app().database.handle.db;
    const { token } = await signedInAccount(db, 'user');
    expect((await whoAmI(token)).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const expired = await whoAmI(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().data.code).toBe('UNAUTHENTICATED');
  });

  it('a blacklisted account is refused even with a live token, and told why', async () => {
    const db = app().database.handle.db;
    const { account, token } = await signedInAccount(db, 'user');
    await db.update(accounts).set({ isBlacklisted: true }).where(eq(accounts.id, account.id));
    const refused = await whoAmI(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data).toMatchObject({
      code: 'UNAUTHENTICATED',
      messageCode: 'account.blacklisted',
      message: 'Your account has been suspended. Please contact the platform team.',
    });
  });
});

// Sessions live in PostgreSQL (decision 0098): every instance behind a load balancer sees the same ones.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('sessions across two instances of the platform', () => {
  const first = useTestApp();
  let second: TestApp | undefined;
  beforeAll(async () => {
    second = await createTestApp({}, { sameDatabaseAs: first() });
  });
  afterAll(async () => {
    await second?.close();
  });
  const whoAmIOn = (instance: TestApp, authorization: string) =>
    instance.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } });

  it('a session started on one instance works on the other, and signing out on either ends it on both', async () => {
    const other = second as TestApp;
    const { account, token } = await signedInAccount(first().database.handle.db, 'user');
    const there = await whoAmIOn(other, token);
    expect(there.statusCode).toBe(200);
    expect(there.json().data.id).toBe(account.id);
    const out = await other.app.inject({ method: 'DELETE', url: '/api/session', headers: { authorization: token } });
    expect(out.statusCode).toBe(200);
    expect((await whoAmIOn(first(), token)).statusCode).toBe(401);
    expect((await whoAmIOn(other, token)).statusCode).toBe(401);
  });
});

describe('role guard declared per route', () => {
  const platform = useTestApp();

  // A small app with the real auth plugin and real sessions, and routes that declare roles.
  async function guardedApp() {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(authPlugin, { db: platform().database.handle.db });
    app.get('/admin-only', { config: { roles: ['admin'] } }, async () => ({ message: 'ok', data: null }));
    app.get('/members', { config: { roles: ['user', 'business', 'partner'] } }, async (req) => ({
      message: 'ok',
      data: req.auth?.role,
    }));
    app.get('/public', async (req) => ({ message: 'ok', data: req.auth?.role ?? 'anonymous' }));
    await app.ready();
    return app;
  }

  it.each([
    ['admin', '/admin-only', 200],
    ['user', '/admin-only', 403],
    ['business', '/admin-only', 403],
    ['partner', '/admin-only', 403],
    ['user', '/members', 200],
    ['business', '/members', 200],
    ['partner', '/members', 200],
    ['admin', '/members', 403],
  ] as const)('%s on %s answers %i', async (role, url, status) => {
    const app = await guardedApp();
    const { token } = await signedInAccount(platform().database.handle.db, role);
    const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().data.code).toBe('FORBIDDEN');
    await app.close();
  });

  it('anonymous callers get 401 on guarded routes and pass on public ones', async () => {
    const app = await guardedApp();
    expect((await app.inject({ method: 'GET', url: '/admin-only' })).statusCode).toBe(401);
    const open = await app.inject({ method: 'GET', url: '/public' });
    expect(open.json().data).toBe('anonymous');
    await app.close();
  });
});
