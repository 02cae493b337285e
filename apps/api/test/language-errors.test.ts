import { BUSINESS_PROFILE_MESSAGES, FIELD_MESSAGES, PROFILE_MESSAGES, SETTINGS_MESSAGES } from '@creative-ng/shared';
import { SHARED_CATALOGUES } from '@creative-ng/shared/i18n/catalogues';
import { fillPlaceholders } from '@creative-ng/shared/i18n/translate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../src/adapters/identity/types';
import { creativeProfiles } from '../src/db/schema/index';
import { API_CATALOGUES } from '../src/i18n/index';
import { MEDIA_MESSAGES } from '../src/modules/media/rules';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const app = useTestApp();
const db = () => app().database.handle.db;
let n = 0;
const newEmail = (kind = 'lang') => `${kind}${++n}-${Date.now()}@example.ng`;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, options: { token?: string; language?: string; payload?: object } = {}) =>
  app().app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });

const creativeSignUp = (overrides: object = {}) => ({
  first_name: 'Adebayo',
  last_name: 'Ogunleye',
  email: newEmail('creative'),
  password: 'Secret#123',
  terms_accepted: true,
  ...overrides,
});

describe('errors in the reader’s language', () => {
  it('answers a validation error in Hausa with Accept-Language: ha, and in the spec’s English without it', async () => {
    const body = creativeSignUp({ email: 'not-an-email' });
    const hausa = await call('POST', '/api/prop/creative/register', { payload: body, language: 'ha' });
    expect(hausa.statusCode).toBe(400);
    const expected = SHARED_CATALOGUES.ha['FIELD_MESSAGES.invalidEmail'];
    expect(expected).toBeTruthy();
    expect(expected).not.toBe(FIELD_MESSAGES.invalidEmail);
    expect(hausa.json()).toEqual({
      message: expected,
      data: { message: expected, code: 'VALIDATION_FAILED', fields: { email: expected } },
    });
    expect(hausa.headers.vary).toMatch(/accept-language/i);

    for (const language of [undefined, 'en-NG', 'fr']) {
      const english = await call('POST', '/api/prop/creative/register', { payload: body, language });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        message: FIELD_MESSAGES.invalidEmail,
        data: {
          message: FIELD_MESSAGES.invalidEmail,
          code: 'VALIDATION_FAILED',
          fields: { email: FIELD_MESSAGES.invalidEmail },
        },
      });
    }
  });

  it('translates a refusal the service throws (wrong password) and the default message of a status', async () => {
    const wrong = await call('POST', '/api/prop/creative/login', {
      payload: { email: newEmail(), password: 'Nope#12345' },
      language: 'yo-NG',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SHARED_CATALOGUES.yo['ACCOUNT_MESSAGES.wrongCredentials']);
    const signedOut = await call('GET', '/api/prop/notifications', { language: 'ig' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().data).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: SHARED_CATALOGUES.ig['DEFAULT_ERROR_MESSAGES.UNAUTHENTICATED'],
    });
  });

  it('translates an identity check refusal, with NIN kept in the text', async () => {
    const { account, token } = await signedInAccount(db(), 'user', { displayName: 'Oluwaseun Adeyemi' });
    await db().insert(creativeProfiles).values({ accountId: account.id, firstName: 'Oluwaseun', lastName: 'Adeyemi' });
    const res = await call('PUT', '/api/prop/creative/08031234567', {
      token,
      language: 'ha',
      payload: {
        firstName: 'Oluwaseun',
        lastName: 'Adeyemi',
        employmentStatus: 'Freelancer',
        levelOfEducation: 'Graduate',
        sector: 'Film & TV',
        category: 'Cinematographer',
        skills: ['Lighting'],
        skillLevel: 'Advanced',
        dateOfBirth: '1994-03-12',
        gender: 'Male',
        stateOfOrigin: 'Oyo',
        lga: 'ibadan north',
        verificationMethod: 'NIN',
        identificationNumber: '22222222222',
        supportType: ['training'],
        detail_training: 'Drone filming',
      },
    });
    expect(res.statusCode).toBe(422);
    const expected = fillPlaceholders(API_CATALOGUES.ha['identity.notFound'] ?? '', { type: 'NIN' });
    expect(expected).not.toBe(IDENTITY_MESSAGES.notFound('NIN'));
    expect(res.json().message).toBe(expected);
    expect(res.json().data.fields.identificationNumber).toBe(expected);
  });

  it('translates an image refusal and the upload confirmation', async () => {
    const { token } = await signedInAccount(db(), 'business');
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#008751' } })
      .jpeg()
      .toBuffer();
    const refused = await call('POST', '/api/prop/upload', {
      token,
      language: 'yo',
      payload: { file: jpeg.toString('base64'), purpose: 'cover_photo' },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(API_CATALOGUES.yo['media.coverPhotoType']);

    const english = await call('POST', '/api/prop/upload', {
      token,
      payload: { file: jpeg.toString('base64'), purpose: 'cover_photo' },
    });
    expect(english.json().message).toBe(MEDIA_MESSAGES.coverPhotoType);

    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#008751' } })
      .png()
      .toBuffer();
    const uploaded = await call('POST', '/api/prop/upload', {
      token,
      language: 'pcm',
      payload: { file: png.toString('base64') },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().message).toBe(API_CATALOGUES.pcm['media.uploaded']);
    expect(uploaded.json().results).toBe(uploaded.json().data.url);
    expect(uploaded.headers.vary).toMatch(/accept-language/i);
  });

  it('translates the messages the schemas used to write inline (now in the catalogue)', async () => {
    const { token } = await signedInAccount(db(), 'user');
    const yoruba = await call('PUT', '/api/prop/settings/visibility', {
      token,
      language: 'yo',
      payload: { visibility: 'nope' },
    });
    expect(yoruba.statusCode).toBe(400);
    const expected = SHARED_CATALOGUES.yo['SETTINGS_MESSAGES.visibility'];
    expect(expected).toBeTruthy();
    expect(expected).not.toBe(SETTINGS_MESSAGES.visibility);
    expect(yoruba.json().data).toEqual({
      message: expected,
      code: 'VALIDATION_FAILED',
      fields: { visibility: expected },
    });
    const english = await call('PUT', '/api/prop/settings/visibility', { token, payload: { visibility: 'nope' } });
    expect(english.json().data.fields).toEqual({ visibility: 'Choose public or private.' });

    // A limit filled into a placeholder: the translation gets the same number.
    const skills = Array.from({ length: 31 }, (_, at) => `Skill ${at + 1}`);
    const hausa = await call('POST', '/api/prop/skill', { token, language: 'ha', payload: { skills } });
    expect(hausa.statusCode).toBe(400);
    expect(fillPlaceholders(PROFILE_MESSAGES.tooManySkills, { max: 30 })).toBe('You can add at most 30 skills.');
    expect(hausa.json().data.fields.skills).toBe(
      fillPlaceholders(SHARED_CATALOGUES.ha['PROFILE_MESSAGES.tooManySkills'] ?? '', { max: 30 }),
    );
  });

  it('translates a confirmation that was written inline in a route', async () => {
    const { token } = await signedInAccount(db(), 'user');
    const empty = await call('GET', '/api/prop/users/business', { token, language: 'pcm' });
    expect(empty.json()).toEqual({
      message: SHARED_CATALOGUES.pcm['BUSINESS_PROFILE_MESSAGES.noBusiness'],
      data: null,
    });
    expect(SHARED_CATALOGUES.pcm['BUSINESS_PROFILE_MESSAGES.noBusiness']).not.toBe(
      BUSINESS_PROFILE_MESSAGES.noBusiness,
    );
  });

  it('translates confirmations (top-level message) and leaves labels it does not know', async () => {
    const { token } = await signedInAccount(db(), 'user');
    const saved = await call('PUT', '/api/prop/settings/visibility', {
      token,
      language: 'ig',
      payload: { visibility: 'private' },
    });
    expect(saved.json()).toEqual({ message: SHARED_CATALOGUES.ig['SETTINGS_MESSAGES.visibilitySaved'], data: null });
    const session = await call('GET', '/api/session', { token, language: 'ig' });
    expect(session.json().message).toBe('Signed in');
  });
});
