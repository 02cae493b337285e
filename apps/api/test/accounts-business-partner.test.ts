import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, businessProfiles, partnerProfiles } from '../src/db/schema/index';
import { useTestApp } from './helpers/app';
import { latestCode } from './helpers/mail';
import { businessSignUp, partnerSignUp } from './helpers/sign-up';

const app = useTestApp();
const post = (url: string, payload: object, token?: string) =>
  app().app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

/** The profile in `table` of the account that signed up with the address. */
async function profileOf(table: typeof businessProfiles | typeof partnerProfiles, email: string) {
  const [row] = await app()
    .database.handle.db.select({ profile: table })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.accountId))
    .where(eq(accounts.email, email));
  return row?.profile;
}

const business = (overrides: object = {}) =>
  businessSignUp({
    need_training: true,
    need_funding: true,
    need_market_access: true,
    detail_training: 'Pattern cutting',
    detail_funding: 'Two sewing machines',
    detail_market_access: 'Export to Ghana',
    ...overrides,
  });

describe('business sign-up in 4 steps', () => {
  it('registers (steps 1–3), verifies by code (step 4), creates the password, then signs in', async () => {
    const payload = business();
    const created = await post('/api/prop/business', payload);
    expect(created.statusCode).toBe(201);
    const token = created.json().data.token;
    expect(await profileOf(businessProfiles, payload.email)).toMatchObject({
      tradeName: 'Owambe Fashion House',
      state: 'Federal Capital Territory',
      lga: 'Abuja Municipal Area Council',
      phoneNumber: '+2348031234567',
      needTraining: true,
      needFunding: true,
      needTools: false,
      needMarketAccess: true,
      detailTraining: 'Pattern cutting',
      detailFunding: 'Two sewing machines',
      detailMarketAccess: 'Export to Ghana',
    });

    const verified = await post('/api/prop/business/otp', { otp: await latestCode(app().app, payload.email) }, token);
    expect(verified.json().message).toBe('Business verified successfully!');
    // Verified but no password yet: sign-in answers as for a wrong password, which says nothing about whether
    // the email has an account ("Forgot password?" sets one).
    const early = await post('/api/prop/business/login', { email: payload.email, password: 'Whatever#1' });
    const unknown = await post('/api/prop/business/login', { email: 'nobody@example.ng', password: 'Whatever#1' });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual(unknown.json());

    const password = await post(
      '/api/prop/business/password',
      { password: 'Biz#Pass2025', confirm_password: 'Biz#Pass2025' },
      verified.json().data.token,
    );
    expect(password.json().message).toBe('Password Successfully Created!');
    const login = await post('/api/prop/business/login', { email: payload.email, password: 'Biz#Pass2025' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'business', display_name: 'Owambe Fashion House' });
  });

  it.each([
    [{ trade_name: ' ' }, 'trade_name', 'Trade name is required.'],
    [{ sector: '' }, 'sector', 'Sector is required.'],
    [{ area: '' }, 'area', 'Area is required.'],
    [{ area: 'Nollywood Actor' }, 'area', 'Choose an area of the selected sector.'],
    [{ state: '' }, 'state', 'State is required.'],
    [{ state: 'Atlantis' }, 'state', 'Choose a state from the list.'],
    [{ lga: '' }, 'lga', 'LGA is required.'],
    [{ lga: 'Ikeja' }, 'lga', 'Choose an LGA of the selected state.'],
    [{ email: '' }, 'email', 'Email is required.'],
    [{ phone_number: '' }, 'phone_number', 'Phone number is required.'],
    [{ phone_number: '12345' }, 'phone_number', 'Enter a Nigerian mobile number, like 0803 123 4567'],
  ])('refuses %j with the message on %s, storing nothing', async (change, field, message) => {
    const payload = business(change);
    const res = await post('/api/prop/business', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
    const db = app().database.handle.db;
    if (payload.email)
      expect(await db.select().from(accounts).where(eq(accounts.email, payload.email))).toHaveLength(0);
  });
});

const partner = partnerSignUp;

describe('partner sign-up in 3 steps and the set-password flow', () => {
  it('creates a pending partner, which verifies by code, sets its password and signs in still pending', async () => {
    const payload = partner();
    const created = await post('/api/prop/partner-reg', payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Check your email to continue.',
      data: { user: { role: 'partner', approved: false, email_verified: false } },
    });
    expect(await profileOf(partnerProfiles, payload.email)).toMatchObject({
      contactPhone: '+2349051234567',
      partnerType: 'scholarship',
      industry: 'private',
    });

    // Not yet verified: sign-in is refused and a new code is sent.
    const unverified = await post('/api/prop/partner-reg/login', { email: payload.email, password: 'Partner#2025' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().data.code).toBe('EMAIL_NOT_VERIFIED');

    const code = await latestCode(app().app, payload.email);
    const set = await post('/api/prop/partner-reg/password', {
      email: payload.email,
      otp: code,
      password: 'NewPartner#1',
      confirm_password: 'NewPartner#1',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Password created successfully!');
    const login = await post('/api/prop/partner-reg/login', { email: payload.email, password: 'NewPartner#1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ approved: false, email_verified: true });
  });

  it.each([
    [{ name: '' }, 'name', 'Organization Name is required'],
    [{ email: '' }, 'email', 'Organization Email is required'],
    [{ industry: '' }, 'industry', 'Organization Sector is required'],
    [{ user_name: ' ' }, 'user_name', 'Contact Name is required'],
    [{ user_email: '' }, 'user_email', 'Contact Email is required'],
    [{ user_phone_number: '' }, 'user_phone_number', 'Contact Number is required'],
    [{ partner_type: '' }, 'partner_type', 'Partnership type is required'],
    [{ goals: '' }, 'goals', 'Goal is required'],
    [{ outcome: '' }, 'outcome', 'Benefit is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Enter a full web address, starting with https://'],
  ])('refuses %j with the message on %s', async (change, field, message) => {
    const res = await post('/api/prop/partner-reg', partner(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
  });
});
