import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, partnerProfiles } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const app = useTestApp();
const URL = '/api/prop/partner-reg/profile';
const call = (method: 'GET' | 'PUT', token?: string, payload?: object) =>
  app().app.inject({ method, url: URL, payload, headers: token ? { authorization: token } : {} });

async function partner(overrides: { approvedAt?: Date } = {}) {
  const db = app().database.handle.db;
  const signed = await signedInAccount(db, 'partner', { displayName: 'Arts Fund NG', ...overrides });
  await db.insert(partnerProfiles).values({
    accountId: signed.account.id,
    name: 'Arts Fund NG',
    website: 'https://artsfund.example.ng',
    industry: 'private',
    contactName: 'Ngozi Okafor',
    contactEmail: 'ngozi@artsfund.example.ng',
    contactPhone: '+2348031234567',
    partnerType: 'sponsor',
    goals: 'Grow film talent',
    outcome: 'Visibility',
  });
  return signed;
}

describe('partner own profile', () => {
  it('shows the organisation, the contact person and the approval state to its owner', async () => {
    const { token, account } = await partner();
    const res = await call('GET', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: account.id,
      email: account.email,
      name: 'Arts Fund NG',
      website: 'https://artsfund.example.ng',
      industry: 'private',
      partner_type: 'sponsor',
      goals: 'Grow film talent',
      outcome: 'Visibility',
      logo: null,
      cover_photo: null,
      approved: false,
      approved_at: null,
      contact: { name: 'Ngozi Okafor', email: 'ngozi@artsfund.example.ng', phone: '+2348031234567' },
      visibility: 'public',
    });

    const approvedAt = new Date('2025-03-01T10:00:00Z');
    const approved = await partner({ approvedAt });
    expect((await call('GET', approved.token)).json().data).toMatchObject({
      approved: true,
      approved_at: approvedAt.toISOString(),
    });
  });

  it('edits any subset of fields; the display name follows the organisation name', async () => {
    const { token, account } = await partner();
    const res = await call('PUT', token, {
      name: '  Lagos Arts Trust ',
      website: '',
      industry: 'public',
      user_name: 'Bola Ade',
      user_email: 'Bola@Trust.example.ng',
      user_phone_number: '0905 123 4567',
      partner_type: 'scholarship',
      goals: 'Train 100 designers',
      outcome: 'Reach',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('profile updated ');
    expect(res.json().data).toMatchObject({
      name: 'Lagos Arts Trust',
      website: null,
      industry: 'public',
      partner_type: 'scholarship',
      goals: 'Train 100 designers',
      outcome: 'Reach',
      contact: { name: 'Bola Ade', email: 'bola@trust.example.ng', phone: '+2349051234567' },
    });
    const db = app().database.handle.db;
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.displayName).toBe('Lagos Arts Trust');

    // A change without the name leaves the display name alone.
    const goals = await call('PUT', token, { goals: 'Fund short films' });
    expect(goals.json().data).toMatchObject({ name: 'Lagos Arts Trust', goals: 'Fund short films', outcome: 'Reach' });
    expect((await call('GET', token)).json().data.goals).toBe('Fund short films');
    const [after] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after?.displayName).toBe('Lagos Arts Trust');
  });

  it.each([
    [{ name: '   ' }, 'name', 'Organization Name is required'],
    [{ website: 'arts fund' }, 'website', 'Enter a full web address, starting with https://'],
    [{ industry: 'charity' }, 'industry', 'Organization Sector is required'],
    [{ user_name: '' }, 'user_name', 'Contact Name is required'],
    [{ user_email: '' }, 'user_email', 'Contact Email is required'],
    [{ user_email: 'bola' }, 'user_email', 'Enter a valid email address, like name@example.com'],
    [{ user_phone_number: '' }, 'user_phone_number', 'Contact Number is required'],
    [{ user_phone_number: '12345' }, 'user_phone_number', 'Enter a Nigerian mobile number, like 0803 123 4567'],
    [{ partner_type: 'loan' }, 'partner_type', 'Partnership type is required'],
    [{ goals: ' ' }, 'goals', 'Goal is required'],
    [{ outcome: '' }, 'outcome', 'Benefit is required'],
  ])('refuses %j naming the field', async (body, field, message) => {
    const { token } = await partner();
    const res = await call('PUT', token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
    expect((await call('GET', token)).json().data.name).toBe('Arts Fund NG');
  });

  it('refuses keys it does not know (the email, the approval)', async () => {
    const { token } = await partner();
    for (const body of [{ approved: true }, { email: 'new@example.ng' }, { name: 'X', approved_at: '2025-01-01' }]) {
      const res = await call('PUT', token, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().data.fields)).toContain(Object.keys(body).at(-1));
    }
    expect((await call('GET', token)).json().data).toMatchObject({ name: 'Arts Fund NG', approved: false });
  });

  it('is refused to creatives, businesses, admins and anonymous callers', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, { goals: 'x' })).statusCode).toBe(401);
    for (const role of ['user', 'business', 'admin'] as const) {
      const { token } = await signedInAccount(app().database.handle.db, role);
      expect((await call('GET', token)).statusCode).toBe(403);
      expect((await call('PUT', token, { goals: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('partner public profile', () => {
  it('is public once approved; before that only the partner and admins see it', async () => {
    const db = app().database.handle.db;
    const view = (id: string, token?: string) =>
      app().app.inject({
        method: 'GET',
        url: `/api/prop/public/partner/${id}`,
        headers: token ? { authorization: token } : {},
      });
    const pending = await partner();
    const admin = await signedInAccount(db, 'admin');
    const someone = await signedInAccount(db, 'user');

    const missing = await app().app.inject({
      method: 'GET',
      url: '/api/prop/public/partner/00000000-0000-4000-8000-000000000000',
    });
    for (const token of [undefined, someone.token]) {
      const res = await view(pending.account.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(missing.json().message);
      expect(res.body).not.toContain('Arts Fund NG');
    }
    expect((await view(pending.account.id, pending.token)).statusCode).toBe(200);
    expect((await view(pending.account.id, admin.token)).json().data.data).toMatchObject({ approved: false });
    // The partner's own-profile call still answers.
    const own = await app().app.inject({
      method: 'GET',
      url: '/api/prop/public/partner',
      headers: { authorization: pending.token },
    });
    expect(own.json().data).toMatchObject({ name: 'Arts Fund NG', approved: false });

    await db.update(accounts).set({ approvedAt: new Date() }).where(eq(accounts.id, pending.account.id));
    expect((await view(pending.account.id)).json().data.data).toMatchObject({ name: 'Arts Fund NG', approved: true });
  });
});
