import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { registerErrorHandler } from '../src/http/error-handler';
import { registerSecurity } from '../src/http/security';
import { signedInAccount } from './helpers/accounts';
import { capturedLog, createTestApp, useTestApp } from './helpers/app';

describe('security headers', () => {
  const app = useTestApp();

  it('sends a Content-Security-Policy that forbids inline script', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/localhost:3000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('logs', () => {
  it('never contain tokens, passwords, OTPs or identity numbers', async () => {
    const { lines, logger } = capturedLog();
    const logged = await createTestApp({}, { logger });
    const { token } = await signedInAccount(logged.database.handle.db, 'user');
    await logged.app.inject({ method: 'GET', url: `/api/session?token=${token}`, headers: { authorization: token } });
    logged.app.log.info({ body: { password: 'Secret#123', otp: '123456', nin: '12345678901', email: 'a@b.ng' } }, 'x');
    logged.app.log.info({ token, identificationNumber: '12345678901' }, 'y');
    await logged.close();
    const all = lines.join('');
    expect(all).toContain('a@b.ng');
    for (const secret of [token, 'Secret#123', '123456', '12345678901']) expect(all).not.toContain(secret);
    expect(all).toContain('[redacted]');
  });
});

describe('logs of a failed database write', () => {
  it('name the error class and the constraint, never the email, the password hash or other values', async () => {
    const { lines, logger } = capturedLog();
    const logged = await createTestApp({}, { logger });
    const { db } = logged.database.handle;
    // A constraint the test adds so that a real sign-up's insert fails inside PostgreSQL (or PGlite).
    await db.execute(
      sql.raw(`alter table accounts add constraint refuse_probe check (email not like 'probe-%' or role <> 'user')`),
    );
    const email = 'probe-ada.obi@example.ng';
    const password = 'Probe#Secret2025';
    const res = await logged.app.inject({
      method: 'POST',
      url: '/api/prop/creative/register',
      payload: { first_name: 'Ada', last_name: 'Obi', email, password, terms_accepted: true },
    });
    await logged.close();
    expect(res.statusCode).toBe(500);
    const all = lines.join('');
    expect(all).toContain('refuse_probe');
    expect(all).toContain('23514');
    for (const value of [email, 'ada.obi', password, '$argon2id', 'Ada Obi']) expect(all).not.toContain(value);
  });
});

describe('rate limiting, ready for features', () => {
  it('answers 429 in the envelope with Retry-After once a route limit is passed', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerSecurity(app, loadConfig({}));
    app.post('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ message: 'ok' }));
    app.get('/unlimited', async () => ({ message: 'ok' }));
    await app.ready();
    const hit = () => app.inject({ method: 'POST', url: '/limited' });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const blocked = await hit();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().data.code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/Too many attempts\. Please wait \d+ seconds/);
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ url: '/unlimited' })).statusCode).toBe(200);
    await app.close();
  });
});
