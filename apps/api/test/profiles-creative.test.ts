import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, creativeProfiles, identityVerifications } from '../src/db/schema/index';
import { presentUser } from '../src/modules/accounts/repository';
import { signedInAccount, signedInCreative } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { creativeBiodata } from './helpers/sign-up';

const app = useTestApp();
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

const creative = (first = 'Oluwaseun', last = 'Adeyemi') => signedInCreative(app().database.handle.db, first, last);

describe('creative onboarding (PUT /prop/creative/{phone_number})', () => {
  it('saves every key, stores the phone as +234…, verifies the NIN without keeping it', async () => {
    const { account, token } = await creative();
    const res = await call('PUT', '/api/prop/creative/0803-123-4567', token, creativeBiodata());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('profile updated ');
    expect(res.json().data).toMatchObject({
      phone_number: '+2348031234567',
      origin_state: 'Oyo',
      lga_origin: 'Ibadan North',
      sector: 'Film & TV',
      category: 'Cinematographer',
      date_of_birth: '1994-03-12',
      need_training: true,
      need_funding: true,
      need_tools: false,
      detail_funding: 'A new camera body',
      verification_type: 'NIN',
    });
    expect(
      res
        .json()
        .data.skills.map((s: { skill: { name: string } }) => s.skill.name)
        .sort(),
    ).toEqual(['Colour grading', 'Lighting']);
    const db = app().database.handle.db;
    const [identity] = await db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.accountId, account.id));
    expect(identity).toMatchObject({ type: 'NIN', lastFour: '1111' });
    expect(identity?.numberHmac).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await db.execute('select * from identity_verifications, creative_profiles'));
    expect(everything).not.toContain('11111111111');
  });

  it('refuses the same NIN on a second account, clearly', async () => {
    const first = await creative();
    expect(
      (
        await call(
          'PUT',
          '/api/prop/creative/08031234567',
          first.token,
          creativeBiodata({ identificationNumber: '12222222222' }),
        )
      ).statusCode,
    ).toBe(200);
    const second = await creative('Ngozi', 'Eze');
    const res = await call(
      'PUT',
      '/api/prop/creative/08031234568',
      second.token,
      creativeBiodata({ firstName: 'Ngozi', lastName: 'Eze', identificationNumber: '12222222222' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields.identificationNumber).toBe('This NIN or BVN is already verified on another account.');
  });

  it.each([
    ['22222222222', 422],
    ['33333333333', 422],
    ['44444444444', 503],
  ])('reports the sandbox outcome of %s with a clear message and saves nothing', async (nin, status) => {
    const { account, token } = await creative();
    const res = await call(
      'PUT',
      '/api/prop/creative/08031234567',
      token,
      creativeBiodata({ identificationNumber: nin }),
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect(res.json().message).not.toContain(nin);
    const [row] = await app()
      .database.handle.db.select()
      .from(creativeProfiles)
      .where(eq(creativeProfiles.accountId, account.id));
    expect(row?.phoneNumber).toBeNull();
  });

  it.each([
    [{ identificationNumber: '1234567890' }, 'identificationNumber', 'Enter the 11 digits of your NIN or BVN.'],
    [{ lga: 'Ikeja' }, 'lga', 'Choose an LGA of the selected state.'],
    [{ stateOfOrigin: 'Wakanda' }, 'stateOfOrigin', 'Choose a state from the list.'],
    [{ category: 'Chef' }, 'category', 'Choose a category of the selected sector.'],
    [{ dateOfBirth: '2015-01-01' }, 'dateOfBirth', 'You must be at least 18 years old to use the platform.'],
    [{ dateOfBirth: '1990-02-31' }, 'dateOfBirth', 'Enter a real date, like 1995-06-21.'],
    [{ employmentStatus: 'Astronaut' }, 'employmentStatus', 'Choose your employment status.'],
    [{ firstName: 'x'.repeat(81) }, 'firstName', 'This is too long.'],
  ])('refuses %j naming the field', async (change, field, message) => {
    const { token } = await creative();
    const res = await call('PUT', '/api/prop/creative/08031234567', token, creativeBiodata(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('refuses a bad phone number in the path', async () => {
    const { token } = await creative();
    const res = await call('PUT', '/api/prop/creative/12345', token, creativeBiodata());
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.phone_number).toBe('Enter a Nigerian mobile number, like 0803 123 4567');
  });

  it('is refused to anonymous callers and to other roles', async () => {
    expect((await call('PUT', '/api/prop/creative/08031234567', undefined, creativeBiodata())).statusCode).toBe(401);
    for (const role of ['business', 'partner', 'admin'] as const) {
      const { token } = await signedInAccount(app().database.handle.db, role);
      expect((await call('PUT', '/api/prop/creative/08031234567', token, creativeBiodata())).statusCode).toBe(403);
      expect((await call('GET', '/api/prop/users/profile', token)).statusCode).toBe(403);
    }
  });
});

describe('own profile, edit, availability and skills', () => {
  it('reads and edits the profile; errors are named, nothing partial is stored', async () => {
    const { token } = await creative();
    const edited = await call('PUT', '/api/prop/users/edit_profile', token, {
      bio: 'I shoot documentaries.',
      origin_state: 'Lagos',
      lga_origin: 'Ikeja',
      residence_state: 'FCT',
      status: 'Contract',
      facebook: 'https://facebook.com/seun',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      bio: 'I shoot documentaries.',
      residence_state: 'Federal Capital Territory',
      status: 'Contract',
    });

    const bad = await call('PUT', '/api/prop/users/edit_profile', token, { bio: 'Changed', twitter: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.twitter).toBe('Enter a full web address, starting with https://');
    const unknown = await call('PUT', '/api/prop/users/edit_profile', token, { is_blacklisted: false });
    expect(unknown.statusCode).toBe(400);
    const own = await call('GET', '/api/prop/users/profile', token);
    expect(own.json().data.bio).toBe('I shoot documentaries.');
  });

  it('takes photos only as uploads of this platform, and the upload itself fills the profile', async () => {
    const { account, token } = await creative();
    const foreign = await call('PUT', '/api/prop/users/edit_profile', token, {
      photo: 'https://elsewhere.example.com/me.png',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields.photo).toBe(
      'Upload the image here first: links to images on other sites are not accepted.',
    );

    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#008751' } })
      .png()
      .toBuffer();
    const boundary = '----cngphoto';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await app().app.inject({
      method: 'PUT',
      url: '/api/prop/account/profile_image',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().data.url;
    expect((await call('GET', '/api/prop/users/profile', token)).json().data.photo).toBe(url);
    // The next sign-in's user object carries it for the top bar's avatar.
    const [row] = await app().database.handle.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect((await presentUser(app().database.handle.db, row as NonNullable<typeof row>)).photo).toBe(url);
    expect((await call('PUT', '/api/prop/users/edit_profile', token, { cover_photo: url })).statusCode).toBe(200);
  });

  it('keeps availability on the server', async () => {
    const { token } = await creative();
    const res = await call('PUT', '/api/prop/users/availability', token, {
      availability: 'Part Time',
      open_to_remote: true,
    });
    expect(res.json().data).toMatchObject({ status: 'Part Time', open_to_remote: true });
    const cleared = await call('PUT', '/api/prop/users/availability', token, {
      availability: null,
      open_to_remote: false,
    });
    expect(cleared.json().data.status).toBeNull();
    expect(
      (await call('PUT', '/api/prop/users/availability', token, { availability: 'Weekends', open_to_remote: true }))
        .statusCode,
    ).toBe(400);
  });

  it('adds skills without duplicates and removes only your own', async () => {
    const a = await creative();
    const b = await creative('Aisha', 'Bello');
    const added = await call('POST', '/api/prop/skill', a.token, { skills: ['Editing', 'editing', 'Sound'] });
    expect(
      added
        .json()
        .skills.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Editing', 'Sound']);
    const again = await call('POST', '/api/prop/skill', a.token, { skills: ['EDITING'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already added this skill.');
    const skillId = added.json().skills.find((s: { name: string }) => s.name === 'Editing').id;
    expect((await call('DELETE', `/api/prop/skill/${skillId}`, b.token)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/prop/skill/${skillId}`, a.token);
    expect(removed.json().skills.map((s: { name: string }) => s.name)).toEqual(['Sound']);
    expect((await call('GET', '/api/prop/skill', a.token)).json().data).toHaveLength(1);
  });
});

describe('public profiles', () => {
  it('shows the basic profile to everyone and the admin-only fields to admins', async () => {
    const { account, token } = await creative();
    await call(
      'PUT',
      '/api/prop/creative/08031234567',
      token,
      creativeBiodata({ identificationNumber: '13333333333' }),
    );
    const anonymous = await call('GET', `/api/prop/public/creative/${account.id}`);
    expect(anonymous.statusCode).toBe(200);
    const shown = anonymous.json().data.data;
    expect(shown).toMatchObject({ type: 'creative', first_name: 'Oluwaseun', identity_verified: true });
    expect(shown.admin).toBeUndefined();
    expect(JSON.stringify(shown)).not.toContain('+2348031234567');

    const admin = await signedInAccount(app().database.handle.db, 'admin');
    const asAdmin = (await call('GET', `/api/prop/public/creative/${account.id}`, admin.token)).json().data.data;
    expect(asAdmin.admin).toMatchObject({
      phone_number: '+2348031234567',
      verification_type: 'NIN',
      origin_state: 'Oyo',
      lga: 'Ibadan North',
    });
    expect(asAdmin.admin.needs).toMatchObject({ need_training: true, detail_training: 'Drone filming' });
  });

  it('hides private and blacklisted profiles from the public, not from their owner or admins', async () => {
    const { account, token } = await creative();
    await call('PUT', '/api/prop/users/edit_profile', token, { bio: 'x' });
    const db = app().database.handle.db;
    const { accounts } = await import('../src/db/schema/index');
    await db.update(accounts).set({ visibility: 'private' }).where(eq(accounts.id, account.id));
    expect((await call('GET', `/api/prop/public/creative/${account.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/prop/public/creative/${account.id}`, token)).statusCode).toBe(200);
    await db.update(accounts).set({ visibility: 'public', isBlacklisted: true }).where(eq(accounts.id, account.id));
    expect((await call('GET', `/api/prop/public/creative/${account.id}`)).statusCode).toBe(404);
    const admin = await signedInAccount(db, 'admin');
    expect((await call('GET', `/api/prop/public/creative/${account.id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/prop/public/creative/not-a-uuid')).statusCode).toBe(400);
    expect((await call('GET', `/api/prop/public/business/${account.id}`)).statusCode).toBe(404);
  });
});
