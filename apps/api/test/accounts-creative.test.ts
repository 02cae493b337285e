import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, consents, creativeProfiles, otpCodes } from '../src/db/schema/index';
import { useTestApp } from './helpers/app';
import { latestCode, mailCount, mailsTo } from './helpers/mail';

const app = useTestApp();
let n = 0;
const newEmail = () => `creative${++n}-${Date.now()}@example.ng`;
const post = (url: string, payload: object, token?: string) =>
  app().app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

async function register(email = newEmail(), password = 'Secret#123') {
  const res = await post('/api/prop/creative/register', {
    first_name: 'Chiamaka',
    last_name: 'Okafor',
    email,
    password,
    terms_accepted: true,
  });
  return { res, email, token: res.json().data?.token as string };
}

/** Changes the codes mailed to an address as time would (expired, sent over a minute ago). */
async function changeCodes(email: string, change: Partial<typeof otpCodes.$inferInsert>) {
  const db = app().database.handle.db;
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  await db
    .update(otpCodes)
    .set(change)
    .where(eq(otpCodes.accountId, account?.id ?? ''));
}

describe('creative sign-up', () => {
  it('creates an unverified account with its profile and consent, mails a 6-digit code, returns a token', async () => {
    const { res, email } = await register();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Check your email to continue.',
      data: { user: { email, role: 'user', first_name: 'Chiamaka', email_verified: false } },
    });
    const db = app().database.handle.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await db
        .select()
        .from(creativeProfiles)
        .where(eq(creativeProfiles.accountId, account?.id ?? '')),
    ).toHaveLength(1);
    const [consent] = await db
      .select()
      .from(consents)
      .where(eq(consents.accountId, account?.id ?? ''));
    expect(consent).toMatchObject({ kind: 'terms', version: '2025-02' });
    expect(await latestCode(app().app, email)).toMatch(/^\d{6}$/);
  });

  it('stores the email in lower case; a sign-up with a taken address answers as a new one and mails its owner', async () => {
    const email = newEmail();
    const first = await register(email.toUpperCase());
    await latestCode(app().app, email);
    const again = await register(email);
    const fresh = await register(newEmail());
    // The same status, message and shape as a new sign-up: the answer does not say the address is taken.
    expect(again.res.statusCode).toBe(201);
    expect(again.res.statusCode).toBe(fresh.res.statusCode);
    expect(again.res.json().message).toBe(fresh.res.json().message);
    expect(Object.keys(again.res.json().data).sort()).toEqual(Object.keys(fresh.res.json().data).sort());
    expect(Object.keys(again.res.json().data.user).sort()).toEqual(Object.keys(fresh.res.json().data.user).sort());
    expect(again.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing was created or changed: still one account, the first one.
    const db = app().database.handle.db;
    const rows = await db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows.map((row) => row.id)).toEqual([first.res.json().data.user.id]);
    // The owner is told, in an email with no code; a second try within the hour sends nothing more.
    const [note] = await mailsTo(app().app, email);
    expect(note?.subject).toBe('You already have a CreativeNG account');
    expect(note?.text).toContain('It already has an account, so no new account was made.');
    expect(note?.otp).toBeNull();
    await register(email);
    expect(await mailCount(app().app, email)).toBe(2);
    // The answer's token opens nothing, and a code does not verify anything through it.
    expect((await post('/api/prop/creative/otp', { otp: '123456' }, again.token)).json().message).toBe('Invalid OTP');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: '   ' }, 'last_name', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address, like name@example.com'],
    [{ password: 'short#A' }, 'password', 'Password should be at least 8 characters long.'],
    [{ password: 'nocapital#1' }, 'password', 'Password should contain at least one capital letter.'],
    [{ password: 'NoSymbol123' }, 'password', 'Password should contain at least one symbol.'],
    [{ terms_accepted: false }, 'terms_accepted', 'Please agree to the terms of use to continue.'],
  ])('refuses %j with the message on %s', async (change, field, message) => {
    const res = await post('/api/prop/creative/register', {
      first_name: 'A',
      last_name: 'B',
      email: newEmail(),
      password: 'Secret#123',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('verifies the email with the code (with the sign-up token), then the account can sign in', async () => {
    const { email, token } = await register();
    const code = await latestCode(app().app, email);
    const verified = await post('/api/prop/creative/otp', { otp: code }, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'User verified successfully!',
      data: { user: { email_verified: true } },
    });
    const login = await post('/api/prop/creative/login', { email, password: 'Secret#123' });
    expect(login.statusCode).toBe(200);
    expect(login.json().message).toBe('Logged in successfully!');
    expect(login.json().data.token).toMatch(/^[\w-]{43}$/);
  });

  it('verifies with the email instead of the token, for people who come back later', async () => {
    const { email } = await register();
    const code = await latestCode(app().app, email);
    expect((await post('/api/prop/creative/otp', { otp: code, email })).statusCode).toBe(200);
  });

  it("answers a wrong code with 'Invalid OTP', and a dead code after 5 wrong tries", async () => {
    const { email, token } = await register();
    const code = await latestCode(app().app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const res = await post('/api/prop/creative/otp', { otp: wrong }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields.otp).toBe('Invalid OTP');
    }
    const fifth = await post('/api/prop/creative/otp', { otp: wrong }, token);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().message).toBe('Too many wrong codes. Ask for a new code.');
    // Even the right code no longer works: a new one is needed.
    expect((await post('/api/prop/creative/otp', { otp: code }, token)).statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const { email, token } = await register();
    const code = await latestCode(app().app, email);
    await changeCodes(email, { expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/prop/creative/otp', { otp: code }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This code has expired. Ask for a new code.');
  });

  it('sends a new code at most once a minute and answers the same for unknown emails', async () => {
    const { email } = await register();
    expect(await mailCount(app().app, email)).toBe(1);
    const again = await post('/api/prop/creative/otp/resend', { email });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('An OTP has been sent to your email.');
    expect(await mailCount(app().app, email)).toBe(1); // within the minute: no second mail
    await changeCodes(email, { createdAt: new Date(Date.now() - 61_000) });
    await post('/api/prop/creative/otp/resend', { email });
    expect(await mailCount(app().app, email)).toBe(2);
    const unknown = await post('/api/prop/creative/otp/resend', { email: newEmail() });
    expect(unknown.json()).toEqual(again.json());
  });

  it('keeps no code, password or token in clear in the database', async () => {
    const { email, token } = await register(newEmail(), 'Visible#Secret1');
    const code = await latestCode(app().app, email);
    const db = app().database.handle.db;
    const dump = JSON.stringify([
      await db.select().from(accounts),
      await db.select().from(otpCodes),
      await db.execute('select * from sessions'),
      await db.execute('select * from outbox_messages'),
    ]);
    for (const secret of ['Visible#Secret1', token]) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(new RegExp(`"${code}"|code: ${code}`));
  });
});

describe('creative create-password (/cpassword)', () => {
  it('needs a verified account and sets a new password', async () => {
    const { email, token } = await register();
    const early = await post(
      '/api/prop/creative/password',
      { password: 'Another#1', confirm_password: 'Another#1' },
      token,
    );
    expect(early.statusCode).toBe(403);
    expect(early.json().data.code).toBe('EMAIL_NOT_VERIFIED');
    const verified = await post('/api/prop/creative/otp', { otp: await latestCode(app().app, email) }, token);
    const fresh = verified.json().data.token;
    const mismatch = await post(
      '/api/prop/creative/password',
      { password: 'Another#1', confirm_password: 'Other#1' },
      fresh,
    );
    expect(mismatch.json().data.fields.confirm_password).toBe('Passwords do not match.');
    const ok = await post(
      '/api/prop/creative/password',
      { password: 'Another#1', confirm_password: 'Another#1' },
      fresh,
    );
    expect(ok.json().message).toBe('Password Successfully Created!');
    expect((await post('/api/prop/creative/login', { email, password: 'Another#1' })).statusCode).toBe(200);
  });

  it('is refused to other roles and to anonymous callers', async () => {
    expect((await post('/api/prop/creative/password', { password: 'Another#1' })).statusCode).toBe(401);
    const business = await post('/api/prop/business', {
      trade_name: 'Zuma Studios',
      sector: 'Film & TV',
      area: 'Film Director',
      state: 'Lagos',
      lga: 'Ikeja',
      email: newEmail(),
      phone_number: '08031234567',
    });
    const res = await post('/api/prop/creative/password', { password: 'Another#1' }, business.json().data.token);
    expect(res.statusCode).toBe(403);
  });
});
