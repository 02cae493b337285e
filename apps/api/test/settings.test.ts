import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, creativeProfiles, skills } from '../src/db/schema/index';
import { hashPassword } from '../src/security/passwords';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { latestCode } from './helpers/mail';

const app = useTestApp();
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

async function member(role: 'user' | 'business' | 'partner' = 'user', password = 'Secret#123') {
  const db = app().database.handle.db;
  const signed = await signedInAccount(db, role, { passwordHash: await hashPassword(password) });
  if (role === 'user')
    await db.insert(creativeProfiles).values({ accountId: signed.account.id, firstName: 'Kemi', lastName: 'Ade' });
  return { ...signed, password };
}

describe('settings', () => {
  it('changes the password only with the current one, and signs out other sessions', async () => {
    const { token, account } = await member();
    const wrong = await call('PUT', '/api/prop/settings/password', token, {
      current_password: 'Nope#1234',
      new_password: 'Fresh#2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields.current_password).toBe('Your current password is not correct.');
    const weak = await call('PUT', '/api/prop/settings/password', token, {
      current_password: 'Secret#123',
      new_password: 'weak',
    });
    expect(weak.json().data.fields.new_password).toBe('Password should be at least 8 characters long.');
    const ok = await call('PUT', '/api/prop/settings/password', token, {
      current_password: 'Secret#123',
      new_password: 'Fresh#2026',
      confirm_password: 'Fresh#2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/session', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/session', ok.json().data.token)).json().data.id).toBe(account.id);
  });

  it('changes the email only after a code sent to the new address', async () => {
    const { token, account } = await member();
    const other = await member();
    const newEmail = `moved-${Date.now()}@example.ng`;
    // An address that has an account: the same answer as a free one (no member learns who has an account),
    // no code, and a note to its owner.
    const taken = await call('PUT', '/api/prop/settings/email', token, {
      new_email: other.account.email,
      password: 'Secret#123',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe('We sent a code to your new email address. Enter it to confirm the change.');
    await app().app.outbox.drain();
    const toOwner = await app().app.inject({ method: 'GET', url: `/api/dev/outbox?to=${other.account.email}` });
    expect(toOwner.json().data.map((m: { subject: string; otp: string | null }) => [m.subject, m.otp])).toEqual([
      ['Someone tried to use your email address on CreativeNG', null],
    ]);
    const wrong = await call('PUT', '/api/prop/settings/email', token, { new_email: newEmail, password: 'Nope#1234' });
    expect(wrong.json().data.fields.password).toBe('Your current password is not correct.');
    const started = await call('PUT', '/api/prop/settings/email', token, {
      new_email: newEmail,
      password: 'Secret#123',
    });
    expect(started.json().message).toBe('We sent a code to your new email address. Enter it to confirm the change.');
    // Until confirmed, the old address is still the account's.
    expect((await call('GET', '/api/session', token)).json().data.email).toBe(account.email);
    const code = await latestCode(app().app, newEmail);
    const bad = await app().app.inject({
      method: 'POST',
      url: '/api/prop/settings/email/confirm',
      headers: { authorization: token },
      payload: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(bad.json().message).toBe('Invalid OTP');
    const confirmed = await app().app.inject({
      method: 'POST',
      url: '/api/prop/settings/email/confirm',
      headers: { authorization: token },
      payload: { otp: code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user.email).toBe(newEmail);
    expect((await call('GET', '/api/session', token)).json().data.email).toBe(newEmail);
  });

  it('binds each email-change code to the address it was sent to', async () => {
    const { token } = await member();
    const confirm = (otp: string) =>
      app().app.inject({
        method: 'POST',
        url: '/api/prop/settings/email/confirm',
        headers: { authorization: token },
        payload: { otp },
      });
    const mine = `mine-${Date.now()}@example.ng`;
    const official = `desk-${Date.now()}@agency.gov.ng`;
    await call('PUT', '/api/prop/settings/email', token, { new_email: mine, password: 'Secret#123' });
    const codeForMine = await latestCode(app().app, mine);
    // Within the minute, the pending address is changed to one the member cannot read.
    const switched = await call('PUT', '/api/prop/settings/email', token, {
      new_email: official,
      password: 'Secret#123',
    });
    expect(switched.json().message).toBe('We sent a code to your new email address. Enter it to confirm the change.');
    // That answer is true: the new address got its own code...
    const codeForOfficial = await latestCode(app().app, official);
    // ...and the code sent to the first address does not confirm the second.
    const taken = await confirm(codeForMine);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fields.otp).toBe('Invalid OTP');
    expect((await call('GET', '/api/session', token)).json().data.email).not.toBe(official);
    // Only the code from the official address confirms it.
    const confirmed = await confirm(codeForOfficial);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user.email).toBe(official);
  });

  it('makes a profile private and public again', async () => {
    const { token, account } = await member();
    expect((await call('PUT', '/api/prop/settings/visibility', token, { visibility: 'private' })).statusCode).toBe(200);
    expect((await call('GET', `/api/prop/public/creative/${account.id}`)).statusCode).toBe(404);
    await call('PUT', '/api/prop/settings/visibility', token, { visibility: 'public' });
    expect((await call('GET', `/api/prop/public/creative/${account.id}`)).statusCode).toBe(200);
    expect((await call('PUT', '/api/prop/settings/visibility', token, { visibility: 'secret' })).statusCode).toBe(400);
  });

  it('downloads all my data as a JSON attachment, without secrets', async () => {
    const { token, account } = await member();
    await app().database.handle.db.insert(skills).values({ accountId: account.id, name: 'Weaving' });
    const res = await call('GET', '/api/prop/settings/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=creativeng-my-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const data = res.json();
    expect(data.account.email).toBe(account.email);
    expect(data.profile.firstName).toBe('Kemi');
    expect(data.skills[0].name).toBe('Weaving');
    expect(res.body).not.toMatch(/argon2|password_hash|passwordHash|token_hash|tokenHash/);
  });

  it('deletes the account with its password: sessions, profile and content go, one audit row stays', async () => {
    const { token, account } = await member();
    const db = app().database.handle.db;
    await db.insert(skills).values({ accountId: account.id, name: 'Drumming' });
    const wrong = await call('DELETE', '/api/prop/settings/account', token, { password: 'Wrong#123' });
    expect(wrong.statusCode).toBe(400);
    const done = await call('DELETE', '/api/prop/settings/account', token, { password: 'Secret#123' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your account has been deleted.');
    expect((await call('GET', '/api/session', token)).statusCode).toBe(401);
    expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toHaveLength(0);
    expect(await db.select().from(skills).where(eq(skills.accountId, account.id))).toHaveLength(0);
    expect((await call('GET', `/api/prop/public/creative/${account.id}`)).statusCode).toBe(404);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectAccountId, account.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'account.deleted_by_owner', subjectLabel: 'Test user (user)' });
  });

  it("removes the deleted account's uploaded image files from storage", async () => {
    const { token, password } = await member();
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const uploaded = await app().app.inject({
      method: 'POST',
      url: '/api/prop/upload',
      headers: { authorization: token },
      payload: { type: 'png', file: png.toString('base64') },
    });
    expect(uploaded.statusCode).toBe(201);
    const path = new URL(uploaded.json().results, 'http://localhost').pathname;
    const served = await app().app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    // Shown wherever the platform is opened (localhost or 127.0.0.1, a CDN in front).
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await call('DELETE', '/api/prop/settings/account', token, { password });
    expect((await app().app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('keeps the audit log append-only, even for the application', async () => {
    const db = app().database.handle.db;
    await db.insert(auditLog).values({ action: 'test.row' });
    await expect(db.update(auditLog).set({ reason: 'tampered' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
  });

  it('is for signed-in members only', async () => {
    expect((await call('GET', '/api/prop/settings/export')).statusCode).toBe(401);
    const admin = await signedInAccount(app().database.handle.db, 'admin');
    expect((await call('DELETE', '/api/prop/settings/account', admin.token, { password: 'x' })).statusCode).toBe(403);
    for (const role of ['business', 'partner'] as const) {
      const { token } = await member(role);
      expect((await call('GET', '/api/prop/settings/export', token)).statusCode).toBe(200);
    }
  });
});
