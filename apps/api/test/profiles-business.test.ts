import { describe, expect, it } from 'vitest';
import { businessProfiles } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { uploadImage } from './helpers/uploads';

const app = useTestApp();
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

async function business() {
  const db = app().database.handle.db;
  const signed = await signedInAccount(db, 'business', { displayName: 'Zuma Films' });
  await db
    .insert(businessProfiles)
    .values({ accountId: signed.account.id, tradeName: 'Zuma Films', sector: 'Film & TV', area: 'Producer' });
  return signed;
}

describe('business profile', () => {
  it("takes a logo and a cover only as the business's own uploads here", async () => {
    const { token } = await business();
    const other = await signedInAccount(app().database.handle.db, 'user', { displayName: 'Other Member' });
    const theirs = await uploadImage(app().app, other.token);
    for (const url of ['/api/prop/business-info/edit_profile', '/api/prop/business/08031234567']) {
      for (const field of ['logo', 'cover_photo'] as const) {
        const refused = await call('PUT', url, token, { [field]: theirs });
        expect(refused.statusCode, `${url} ${field}`).toBe(400);
        expect(refused.json().data.fields[field]).toBe(
          'Upload the image here first: links to images on other sites are not accepted.',
        );
      }
    }
    expect((await call('GET', '/api/prop/business-info/profile', token)).json().data.logo).toBeNull();
    const mine = await uploadImage(app().app, token);
    const saved = await call('PUT', '/api/prop/business-info/edit_profile', token, { logo: mine, cover_photo: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.logo).toBe(mine);
  });

  it('saves each need flag and each detail to its own field (the old front end did not)', async () => {
    const { token } = await business();
    const res = await call('PUT', '/api/prop/business-info/edit_profile', token, {
      need_training: true,
      need_funding: true,
      detail_training: 'Editing course',
      detail_funding: 'Camera loan',
      website: 'https://zuma.example.ng',
      state: 'kano',
      lga: 'Nassarawa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      need_training: true,
      need_funding: true,
      need_tools: false,
      detail_training: 'Editing course',
      detail_funding: 'Camera loan',
      state: 'Kano',
      lga: 'Nasarawa',
    });
    expect((await call('GET', '/api/prop/business-info/profile', token)).json().data.detail_training).toBe(
      'Editing course',
    );
  });

  it.each([
    [{ website: 'zuma dot com' }, 'website', 'Enter a full web address, starting with https://'],
    [{ state: 'Lagos', lga: 'Nassarawa' }, 'lga', 'Choose an LGA of the selected state.'],
    [{ state: 'Lagos' }, 'lga', 'Send the state and the LGA together.'],
    [{ sector: 'Film & TV', area: 'Chef' }, 'area', 'Choose an area of the selected sector.'],
    [{ trade_name: '  ' }, 'trade_name', 'Trade name is required.'],
  ])('refuses %j naming the field', async (body, field, message) => {
    const { token } = await business();
    const res = await call('PUT', '/api/prop/business-info/edit_profile', token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('takes the phone number from the path and records the CAC number', async () => {
    const { token } = await business();
    const res = await call('PUT', '/api/prop/business/0905 123 4567', token, { address: '12 Allen Avenue, Ikeja' });
    expect(res.json().data).toMatchObject({ phone_number: '+2349051234567', address: '12 Allen Avenue, Ikeja' });
    const cac = await call('POST', '/api/prop/business/verification', token, {
      id: 'rc 123456',
      verification_type: 'CAC',
    });
    expect(cac.json().data.cac_number).toBe('RC123456');
    const bad = await call('POST', '/api/prop/business/verification', token, { id: 'hello' });
    expect(bad.json().data.fields.id).toBe('Enter the CAC number, like RC123456 or BN1234567.');
  });

  it('is refused to creatives, partners and anonymous callers', async () => {
    expect((await call('GET', '/api/prop/business-info/profile')).statusCode).toBe(401);
    for (const role of ['user', 'partner', 'admin'] as const) {
      const { token } = await signedInAccount(app().database.handle.db, role);
      expect((await call('PUT', '/api/prop/business-info/edit_profile', token, { address: 'x' })).statusCode).toBe(403);
    }
  });
});

describe("a creative's side business (/addbusiness)", () => {
  it("shows 'No Business Added', then the business the creative adds", async () => {
    const { token } = await signedInAccount(app().database.handle.db, 'user');
    const empty = await call('GET', '/api/prop/users/business', token);
    expect(empty.json()).toEqual({
      message: 'No Business Added',
      messageCode: 'businessProfile.noBusiness',
      params: {},
      data: null,
    });
    const bad = await call('PUT', '/api/prop/users/business', token, {
      name: 'Ade Prints',
      address: 'Ibadan',
      sector: 'Knitting',
      email: 'x',
      phone_number: '1',
    });
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['email', 'phone_number', 'sector']);
    const saved = await call('PUT', '/api/prop/users/business', token, {
      name: 'Ade Prints',
      cac_number: 'BN1234567',
      address: '4 Ring Road, Ibadan',
      sector: 'Design',
      email: 'hello@adeprints.example.ng',
      phone_number: '07031234567',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/prop/users/business', token)).json().data).toMatchObject({
      name: 'Ade Prints',
      phone_number: '+2347031234567',
    });
  });
});
