import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

// A real SMTP conversation: an SMTP server started here receives what the platform sends.
describe('mail through SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let platform: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    platform = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'CreativeNG <no-reply@example.ng>',
    });
  });

  afterAll(async () => {
    await platform.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification code, which then verifies the account', async () => {
    const email = 'smtp-reader@example.ng';
    const created = await platform.app.inject({
      method: 'POST',
      url: '/api/prop/creative/register',
      payload: { first_name: 'Ngozi', last_name: 'Nwosu', email, password: 'Secret#123' },
    });
    expect(created.statusCode).toBe(201);
    await platform.app.outbox.drain();

    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.raw).toMatch(/^From: CreativeNG <no-reply@example\.ng>/m);
    expect(message?.raw).toMatch(/Content-Type: text\/plain/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const code = /Your code: (\d{6})/.exec(message?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await platform.app.inject({
      method: 'POST',
      url: '/api/prop/creative/otp',
      payload: { otp: code, email },
    });
    expect(verified.json().message).toBe('User verified successfully!');
  });

  it('wipes the body once sent and offers no dev outbox', async () => {
    const rows = (await platform.database.handle.db.execute(
      'select status, sealed_body from outbox_messages',
    )) as unknown as {
      rows: { status: string; sealed_body: string }[];
    };
    expect(rows.rows.every((r) => r.status === 'sent' && r.sealed_body === '')).toBe(true);
    expect((await platform.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
