import { messageRef } from '@creative-ng/shared/i18n/codes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messageText } from '../src/i18n/index';
import { signedInAccount, signedInCreative } from './helpers/accounts';
import { callsIn, useTestApp } from './helpers/app';
import { creativeBiodata, creativeSignUp, newEmail } from './helpers/sign-up';

const app = useTestApp();
const db = () => app().database.handle.db;

const call = callsIn(app);

/** Settings → visibility, as the member, in a language (none: the default). */
const setVisibility = (token: string, visibility: string, language?: string) =>
  call('PUT', '/api/prop/settings/visibility', { token, language, payload: { visibility } });

/** The whole answer to a sign-up with an address that is not one, in the words given. */
const invalidEmailAnswer = (words: string) => ({
  message: words,
  data: {
    message: words,
    code: 'VALIDATION_FAILED',
    messageCode: 'field.invalidEmail',
    params: {},
    fields: { email: words },
    fieldCodes: { email: { code: 'field.invalidEmail', params: {} } },
  },
});

describe('errors in the reader’s language', () => {
  it('answers a validation error in Hausa with Accept-Language: ha, and in the spec’s English without it', async () => {
    const body = creativeSignUp({ email: 'not-an-email' });
    const hausa = await call('POST', '/api/prop/creative/register', { payload: body, language: 'ha' });
    expect(hausa.statusCode).toBe(400);
    const english = 'Enter a valid email address, like name@example.com';
    const expected = messageText('ha', 'field.invalidEmail');
    expect(expected).not.toBe(english);
    expect(hausa.json()).toEqual(invalidEmailAnswer(expected));
    expect(hausa.headers.vary).toMatch(/accept-language/i);

    for (const language of [undefined, 'en-NG', 'fr']) {
      const answer = await call('POST', '/api/prop/creative/register', { payload: body, language });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(invalidEmailAnswer(english));
    }
  });

  it('translates a refusal the service throws (wrong password) and the default message of a status', async () => {
    const wrong = await call('POST', '/api/prop/creative/login', {
      payload: { email: newEmail(), password: 'Nope#12345' },
      language: 'yo-NG',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messageText('yo', 'account.wrongCredentials'));
    expect(wrong.json().data).toMatchObject({ messageCode: 'account.wrongCredentials', params: {} });
    const signedOut = await call('GET', '/api/prop/notifications', { language: 'ig' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().data).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: messageText('ig', 'error.UNAUTHENTICATED'),
      messageCode: 'error.UNAUTHENTICATED',
    });
  });

  it('translates an identity check refusal, with NIN kept in the text', async () => {
    const { token } = await signedInCreative(db(), 'Oluwaseun', 'Adeyemi');
    const res = await call('PUT', '/api/prop/creative/08031234567', {
      token,
      language: 'ha',
      payload: creativeBiodata({ identificationNumber: '22222222222' }),
    });
    expect(res.statusCode).toBe(422);
    const expected = messageText('ha', messageRef('identity.notFound', { type: 'NIN' }));
    expect(expected).toContain('NIN');
    expect(expected).not.toBe('We could not find that NIN. Check the 11 digits and try again.');
    expect(res.json().message).toBe(expected);
    expect(res.json().data.fields.identificationNumber).toBe(expected);
    const notFound = { code: 'identity.notFound', params: { type: 'NIN' } };
    expect(res.json().data).toMatchObject({ messageCode: notFound.code, params: notFound.params });
    expect(res.json().data.fieldCodes).toEqual({ identificationNumber: notFound });
  });

  it('translates an image refusal and the upload confirmation', async () => {
    const { token } = await signedInAccount(db(), 'business');
    const square = sharp({ create: { width: 40, height: 40, channels: 3, background: '#008751' } });
    const [jpeg, png] = await Promise.all([square.clone().jpeg().toBuffer(), square.clone().png().toBuffer()]);
    const upload = (file: Buffer, purpose: string | undefined, language?: string) =>
      call('POST', '/api/prop/upload', { token, language, payload: { file: file.toString('base64'), purpose } });

    // A cover photo must be a PNG.
    const refused = await upload(jpeg, 'cover_photo', 'yo');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(messageText('yo', 'media.coverPhotoType'));

    const english = await upload(jpeg, 'cover_photo');
    expect(english.json().message).toBe('Cover photo must be a .png image.');
    expect(english.json().data.messageCode).toBe('media.coverPhotoType');

    const uploaded = await upload(png, undefined, 'pcm');
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().message).toBe(messageText('pcm', 'media.uploaded'));
    expect(uploaded.json()).toMatchObject({ messageCode: 'media.uploaded', params: {} });
    expect(uploaded.json().results).toBe(uploaded.json().data.url);
    expect(uploaded.headers.vary).toMatch(/accept-language/i);
  });

  it('words the schemas’ messages by code, limits filled from the schema', async () => {
    const { token } = await signedInAccount(db(), 'user');
    const yoruba = await setVisibility(token, 'nope', 'yo');
    expect(yoruba.statusCode).toBe(400);
    const expected = messageText('yo', 'settings.visibility');
    expect(expected).not.toBe('Choose public or private.');
    expect(yoruba.json().data).toMatchObject({
      message: expected,
      code: 'VALIDATION_FAILED',
      messageCode: 'settings.visibility',
      fields: { visibility: expected },
      fieldCodes: { visibility: { code: 'settings.visibility' } },
    });
    const english = await setVisibility(token, 'nope');
    expect(english.json().data.fields).toEqual({ visibility: 'Choose public or private.' });

    // A limit in a placeholder: the schema's own limit is the value, in every language.
    const skills = Array.from({ length: 31 }, (_, at) => `Skill ${at + 1}`);
    const limited = await call('POST', '/api/prop/skill', { token, payload: { skills } });
    expect(limited.json().data.fields.skills).toBe('You can add at most 30 skills.');
    expect(limited.json().data.fieldCodes.skills).toMatchObject({ code: 'profile.tooManySkills', params: { max: 30 } });
    const hausa = await call('POST', '/api/prop/skill', { token, language: 'ha', payload: { skills } });
    expect(hausa.statusCode).toBe(400);
    expect(hausa.json().data.fields.skills).toBe(messageText('ha', messageRef('profile.tooManySkills', { max: 30 })));
    expect(hausa.json().data.fields.skills).toContain('30');
  });

  it('words a route’s confirmation by code', async () => {
    const { token } = await signedInAccount(db(), 'user');
    const empty = await call('GET', '/api/prop/users/business', { token, language: 'pcm' });
    expect(empty.json()).toEqual({
      message: messageText('pcm', 'businessProfile.noBusiness'),
      messageCode: 'businessProfile.noBusiness',
      params: {},
      data: null,
    });
    expect(messageText('pcm', 'businessProfile.noBusiness')).not.toBe('No Business Added');
    const english = await call('GET', '/api/prop/users/business', { token });
    expect(english.json().message).toBe('No Business Added');
  });

  it('translates confirmations (top-level message) and leaves labels it does not know', async () => {
    const { token } = await signedInAccount(db(), 'user');
    const saved = await setVisibility(token, 'private', 'ig');
    expect(saved.json()).toEqual({
      message: messageText('ig', 'settings.visibilitySaved'),
      messageCode: 'settings.visibilitySaved',
      params: {},
      data: null,
    });
    const session = await call('GET', '/api/session', { token, language: 'ig' });
    expect(session.json().message).toBe('Signed in');
    expect(session.json()).not.toHaveProperty('messageCode');
  });
});
