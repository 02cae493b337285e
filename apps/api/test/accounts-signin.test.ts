import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema/index';
import { createOrResetAdmin } from '../src/modules/accounts/service';
import { createTestApp, useTestApp } from './helpers/app';
import { latestCode } from './helpers/mail';

const app = useTestApp();
let n = 0;
const newEmail = () => `signin${++n}-${Date.now()}@example.ng`;
const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object, token?: string) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

/** A verified creative with a password, ready to sign in. */
async function verifiedCreative(password = 'Secret#123') {
  const email = newEmail();
  const created = await send('POST', '/api/prop/creative/register', {
    first_name: 'Tunde',
    last_name: 'Ojo',
    email,
    password,
  });
  await send('POST', '/api/prop/creative/otp', { otp: await latestCode(app().app, email) }, created.json().data.token);
  return { email, password };
}

describe('sign-in', () => {
  it("answers 'All fields are required' when a field is missing", async () => {
    const res = await send('POST', '/api/prop/creative/login', { email: 'a@b.ng' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('All fields are required');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const { email } = await verifiedCreative();
    const wrong = await send('POST', '/api/prop/creative/login', { email, password: 'Wrong#123' });
    const unknown = await send('POST', '/api/prop/creative/login', { email: newEmail(), password: 'Wrong#123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('The email or password is not correct.');
  });

  it("refuses another role's endpoint and names the right one", async () => {
    const { email, password } = await verifiedCreative();
    for (const url of ['/api/prop/business/login', '/api/prop/partner-reg/login']) {
      const res = await send('POST', url, { email, password });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.code).toBe('WRONG_ACCOUNT_TYPE');
      expect(res.json().message).toBe('This email belongs to a Creative account. Choose Creative to sign in.');
    }
    const admin = await send('POST', '/api/prop/admin-auth/login', { email, password });
    expect(admin.statusCode).toBe(403);
  });

  it('refuses a blacklisted account with a clear message', async () => {
    const { email, password } = await verifiedCreative();
    await app().database.handle.db.update(accounts).set({ isBlacklisted: true }).where(eq(accounts.email, email));
    const res = await send('POST', '/api/prop/creative/login', { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Your account has been suspended. Please contact the platform team.',
      data: { code: 'ACCOUNT_BLOCKED' },
    });
  });

  it('tells an unverified account to verify and mails it a new code', async () => {
    const email = newEmail();
    await send('POST', '/api/prop/creative/register', {
      first_name: 'A',
      last_name: 'B',
      email,
      password: 'Secret#123',
    });
    const res = await send('POST', '/api/prop/creative/login', { email, password: 'Secret#123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await latestCode(app().app, email)).toMatch(/^\d{6}$/);
  });

  it('signing out revokes the token on the server', async () => {
    const { email, password } = await verifiedCreative();
    const { token } = (await send('POST', '/api/prop/creative/login', { email, password })).json().data;
    expect((await send('GET', '/api/session', undefined, token)).statusCode).toBe(200);
    expect((await send('DELETE', '/api/session', undefined, token)).statusCode).toBe(200);
    expect((await send('GET', '/api/session', undefined, token)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('reset_ini says the same whether or not the email exists', async () => {
    const { email } = await verifiedCreative();
    const known = await send('PUT', '/api/prop/creative/reset_ini', { email });
    const unknown = await send('PUT', '/api/prop/creative/reset_ini', { email: newEmail() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('An OTP has been sent to your email.');
  });

  it('reset_final sets the new password, the old one stops working and every session ends', async () => {
    const { email, password } = await verifiedCreative();
    const { token } = (await send('POST', '/api/prop/creative/login', { email, password })).json().data;
    await send('PUT', '/api/prop/creative/reset_ini', { email });
    const code = await latestCode(app().app, email);
    const weak = await send('PUT', '/api/prop/creative/reset_final', { email, otp: code, new_password: 'weakpass' });
    expect(weak.json().data.fields.new_password).toBe('Password should contain at least one capital letter.');
    const done = await send('PUT', '/api/prop/creative/reset_final', {
      email,
      otp: code,
      new_password: 'Brand#New2025',
      confirm_password: 'Brand#New2025',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Password reset successful!');
    expect((await send('POST', '/api/prop/creative/login', { email, password })).statusCode).toBe(401);
    expect((await send('POST', '/api/prop/creative/login', { email, password: 'Brand#New2025' })).statusCode).toBe(200);
    expect((await send('GET', '/api/session', undefined, token)).statusCode).toBe(401);
  });

  it('a verification code cannot reset a password, nor a code of another account', async () => {
    const a = await verifiedCreative();
    const b = await verifiedCreative();
    await send('PUT', '/api/prop/creative/reset_ini', { email: a.email });
    const codeA = await latestCode(app().app, a.email);
    const res = await send('PUT', '/api/prop/creative/reset_final', {
      email: b.email,
      otp: codeA,
      new_password: 'Hijack#2025',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid OTP');
  });

  it('works for businesses and partners at their own paths', async () => {
    for (const base of ['/api/prop/business', '/api/prop/partner-reg']) {
      const res = await send('PUT', `${base}/reset_ini`, { email: newEmail() });
      expect(res.statusCode).toBe(200);
      const final = await send('PUT', `${base}/reset_final`, {
        email: newEmail(),
        otp: '123456',
        new_password: 'Brand#New2025',
      });
      expect(final.statusCode).toBe(400);
    }
  });
});

describe('admin sign-in', () => {
  it('answers with the token at the top level, from JSON or form-data', async () => {
    const db = app().database.handle.db;
    expect(await createOrResetAdmin(db, 'chief@example.ng', 'Admin#2025')).toBe('created');
    const json = await send('POST', '/api/prop/admin-auth/login', {
      email: 'chief@example.ng',
      password: 'Admin#2025',
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ message: 'Admin login successful!', data: { user: { role: 'admin' } } });
    expect(json.json().token).toMatch(/^[\w-]{43}$/);

    const boundary = '----cng';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nchief@example.ng\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\nAdmin#2025\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const form = await app().app.inject({
      method: 'POST',
      url: '/api/prop/admin-auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(form.statusCode).toBe(200);
    const empty = await send('POST', '/api/prop/admin-auth/login', { email: '', password: '' });
    expect(empty.json().message).toBe('All Fields are required');
  });

  it('admin:create resets the password of an existing admin and ends its sessions', async () => {
    const db = app().database.handle.db;
    await createOrResetAdmin(db, 'reset-me@example.ng', 'Admin#2025');
    const { token } = (
      await send('POST', '/api/prop/admin-auth/login', { email: 'reset-me@example.ng', password: 'Admin#2025' })
    ).json();
    expect(await createOrResetAdmin(db, 'reset-me@example.ng', 'Other#2026')).toBe('reset');
    expect((await send('GET', '/api/session', undefined, token)).statusCode).toBe(401);
    await expect(createOrResetAdmin(db, (await verifiedCreative()).email, 'Admin#2025')).rejects.toThrow(
      /Creative account/,
    );
  });

  it('the internal admin call is refused without the key', async () => {
    const res = await send('POST', '/api/internal/admins', { email: 'x@example.ng', password: 'Admin#2025' });
    expect(res.statusCode).toBe(403);
  });
});

describe('abuse limits', () => {
  /** An app with small limits, and a verified creative on it. */
  async function limitedApp(env: Record<string, string>) {
    const limited = await createTestApp(env);
    const call = (method: 'POST' | 'PUT', url: string, payload: object, ip: string) =>
      limited.app.inject({ method, url, payload, remoteAddress: ip });
    const email = 'owner@example.ng';
    const created = await call(
      'POST',
      '/api/prop/creative/register',
      { first_name: 'Ngozi', last_name: 'Eze', email, password: 'Owner#2025' },
      '10.9.9.9',
    );
    await limited.app.inject({
      method: 'POST',
      url: '/api/prop/creative/otp',
      payload: { otp: await latestCode(limited.app, email) },
      headers: { authorization: created.json().data.token },
    });
    const login = (ip: string, password = 'Wrong#123', who = email) =>
      call('POST', '/api/prop/creative/login', { email: who, password }, ip);
    return { limited, call, login, email };
  }

  it('a stranger cannot lock the owner out: wrong passwords count per email and IP pair', async () => {
    const { limited, call, login, email } = await limitedApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
      AUTH_EMAIL_RATE_LIMIT_PER_15_MINUTES: '3',
    });
    try {
      const stranger = '10.0.0.66';
      for (let i = 0; i < 3; i += 1) expect((await login(stranger)).statusCode).toBe(401);
      const stopped = await login(stranger);
      expect(stopped.statusCode).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60);
      expect(stopped.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      // Ten more from the stranger change nothing for the owner...
      for (let i = 0; i < 10; i += 1) await login(stranger);
      expect((await login('10.0.0.1', 'Owner#2025')).statusCode).toBe(200);
      // ...and wrong passwords do not stop a password reset, even from the stranger's address.
      const reset = await call('PUT', '/api/prop/creative/reset_ini', { email }, stranger);
      expect(reset.statusCode).toBe(200);
      // A right password is not counted: the owner signs in again and again.
      for (let i = 0; i < 4; i += 1) expect((await login('10.0.0.1', 'Owner#2025')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('guessing from many addresses pauses password sign-in for that email; the owner gets in with an emailed code', async () => {
    const { limited, call, login, email } = await limitedApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
      AUTH_EMAIL_RATE_LIMIT_PER_15_MINUTES: '3',
      AUTH_FAILED_SIGN_INS_PER_EMAIL_PER_15_MINUTES: '6',
    });
    try {
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        for (let i = 0; i < 2; i += 1) expect((await login(ip)).statusCode).toBe(401);
      }
      const paused = await login('10.0.0.1', 'Owner#2025');
      expect(paused.statusCode).toBe(429);
      expect(paused.json().message).toMatch(/^There have been too many wrong passwords for this account\./);
      expect(paused.json().message).toMatch(/try again in \d+ minutes\.$/);
      // The same answer for an email with no account: the pause tells nothing about who has one.
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        for (let i = 0; i < 2; i += 1) await login(ip, 'Wrong#123', 'nobody@example.ng');
      }
      expect((await login('10.0.0.1', 'Wrong#123', 'nobody@example.ng')).json().message).toBe(paused.json().message);

      // "Forgot password?": the code proves the owner, and the new password is not held back.
      expect((await call('PUT', '/api/prop/creative/reset_ini', { email }, '10.0.0.1')).statusCode).toBe(200);
      const otp = await latestCode(limited.app, email);
      const reset = await call(
        'PUT',
        '/api/prop/creative/reset_final',
        { email, otp, new_password: 'Fresh#2026', confirm_password: 'Fresh#2026' },
        '10.0.0.1',
      );
      expect(reset.statusCode).toBe(200);
      expect((await login('10.0.0.1', 'Fresh#2026')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('each call is limited per IP address, with Retry-After', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const login = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/prop/creative/login',
          payload: { email, password: 'Wrong#123' },
          remoteAddress: '10.0.0.9',
        });
      for (const email of ['two@example.ng', 'three@example.ng', 'five@example.ng']) await login(email);
      const byIp = await login('four@example.ng');
      expect(byIp.statusCode).toBe(429);
      expect(Number(byIp.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
