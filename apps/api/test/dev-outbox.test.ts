import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { outboxMessages } from '../src/db/schema/index';
import { internalKey } from '../src/modules/internal/routes';
import { capturedLog, createTestApp, type TestApp } from './helpers/app';

const signUp = (platform: TestApp, email: string) =>
  platform.app.inject({
    method: 'POST',
    url: '/api/prop/creative/register',
    payload: { first_name: 'Bola', last_name: 'Ige', email, password: 'Outbox#2025' },
  });

/** A six-digit code standing on its own (not six digits inside a longer hash or base64 text). */
const standalone = (code: string) => new RegExp(`(^|[^A-Za-z0-9_+/=-])${code}($|[^A-Za-z0-9_+/=-])`);

describe('the dev outbox by default (no SMTP_URL, DEV_OUTBOX_PUBLIC unset)', () => {
  let platform: TestApp;
  const { lines, logger } = capturedLog();
  beforeAll(async () => {
    platform = await createTestApp({ DEV_OUTBOX_PUBLIC: 'false' }, { logger });
  });
  afterAll(() => platform.close());

  it('cannot be read over HTTP by anyone: the codes of other people stay theirs', async () => {
    const email = 'victim@example.ng';
    expect((await signUp(platform, email)).statusCode).toBe(201);
    await platform.app.outbox.drain();
    for (const url of [`/api/dev/outbox?to=${email}`, '/api/dev/outbox']) {
      const res = await platform.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/\d{6}/);
    }
    // The page's path is left to the web app (not built in these tests).
    const page = await platform.app.inject({ method: 'GET', url: `/dev/outbox?to=${email}` });
    expect(page.body).not.toContain('Dev outbox');
    expect(page.body).not.toMatch(/\d{6}/);
    // The internal call `npm run outbox` makes while the server holds the embedded database needs the key
    // only whoever can read DATA_DIR has.
    const keyless = await platform.app.inject({ method: 'GET', url: `/api/internal/outbox?to=${email}` });
    expect(keyless.statusCode).toBe(403);
    const forged = await platform.app.inject({
      method: 'GET',
      url: `/api/internal/outbox?to=${email}`,
      headers: { 'x-internal-key': 'f'.repeat(64) },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('is read by `npm run outbox` with the internal key: the newcomer gets the code of their own sign-up', async () => {
    const email = 'newcomer@example.ng';
    await signUp(platform, email);
    await platform.app.outbox.drain();
    const res = await platform.app.inject({
      method: 'GET',
      url: `/api/internal/outbox?to=${email}`,
      headers: { 'x-internal-key': internalKey(platform.secrets.appSecret) },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().data as { otp: string; subject: string }[];
    expect(mail?.otp).toMatch(/^\d{6}$/);
    expect(mail?.subject).toBe('Your CreativeNG code');
    // Neither the code nor the address is in the log.
    const log = lines.join('');
    expect(log).toContain('[dev outbox] a message was kept');
    expect(log).not.toMatch(standalone(mail?.otp ?? 'none'));
    expect(log).not.toContain(email);
  });

  it('keeps no code in clear: not in a subject, not in any column', async () => {
    const email = 'dump@example.ng';
    await signUp(platform, email);
    await platform.app.inject({ method: 'PUT', url: '/api/prop/creative/reset_ini', payload: { email } });
    await platform.app.outbox.drain();
    const { db } = platform.database.handle;
    const mail = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail.map((m) => m.subject).sort()).toEqual(['Your CreativeNG code', 'Your CreativeNG password reset code']);
    const dump = JSON.stringify([mail, await db.execute(sql`select * from otp_codes`)]);
    const res = await platform.app.inject({
      method: 'GET',
      url: `/api/internal/outbox?to=${email}`,
      headers: { 'x-internal-key': internalKey(platform.secrets.appSecret) },
    });
    for (const { otp } of res.json().data as { otp: string }[]) expect(dump).not.toMatch(standalone(otp));
  });
});

describe('retention of sent mail', () => {
  it('deletes mail sent (or given up on) more than MAIL_RETENTION_DAYS ago, and only that', async () => {
    const platform = await createTestApp({ MAIL_RETENTION_DAYS: '30' });
    try {
      const { db } = platform.database.handle;
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000);
      const mail = { subject: 'A notice', sealedBody: '' };
      await db.insert(outboxMessages).values([
        { ...mail, recipient: 'old@example.ng', status: 'sent', sentAt: longAgo, createdAt: longAgo },
        { ...mail, recipient: 'recent@example.ng', status: 'sent', sentAt: new Date() },
        { ...mail, recipient: 'failed@example.ng', status: 'failed', createdAt: longAgo },
        {
          ...mail,
          recipient: 'waiting@example.ng',
          status: 'pending',
          createdAt: longAgo,
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        },
      ]);
      // The worker clears old mail on its first run, then hourly.
      await platform.app.outbox.drain();
      const left = await db.select({ to: outboxMessages.recipient }).from(outboxMessages);
      expect(left.map((row) => row.to).sort()).toEqual(['recent@example.ng', 'waiting@example.ng']);
    } finally {
      await platform.close();
    }
  });
});

describe('DEV_OUTBOX_PUBLIC', () => {
  it('opens the outbox over HTTP, as the browser and API tests use it', async () => {
    const platform = await createTestApp({ DEV_OUTBOX_PUBLIC: 'true' });
    try {
      await signUp(platform, 'open@example.ng');
      await platform.app.outbox.drain();
      const res = await platform.app.inject({ method: 'GET', url: '/api/dev/outbox?to=open@example.ng' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0].otp).toMatch(/^\d{6}$/);
      const page = await platform.app.inject({ method: 'GET', url: '/dev/outbox?to=open@example.ng' });
      expect(page.body).toContain('Anyone who can reach this server can read this page');
    } finally {
      await platform.close();
    }
  });

  it('is refused with SMTP_URL, where there is no outbox to open', () => {
    expect(() => loadConfig({ DEV_OUTBOX_PUBLIC: 'true', SMTP_URL: 'smtp://mail.example.ng:587' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DEV_OUTBOX_PUBLIC: 'true', SMTP_URL: 'smtp://mail.example.ng:587' })).toThrow(
      /DEV_OUTBOX_PUBLIC/,
    );
  });
});
