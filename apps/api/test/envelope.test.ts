import { describe, expect, it } from 'vitest';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

describe('response envelope and error catalogue', () => {
  const app = useTestApp();

  /** A new member signs out sending a body of this type: how the server treats a body before any route reads it. */
  async function signOutSending(contentType: string, payload: string) {
    const { token } = await signedInAccount(app().database.handle.db, 'user');
    return app().app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { 'content-type': contentType, authorization: token },
      payload,
    });
  }

  it('answers an unknown /api path with a 404 envelope carrying data.code', async () => {
    const res = await app().app.inject({ method: 'POST', url: '/api/prop/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No such API endpoint: POST /api/prop/nothing-here',
      data: {
        message: 'No such API endpoint: POST /api/prop/nothing-here',
        code: 'NOT_FOUND',
        messageCode: 'api.noSuchEndpoint',
        params: { method: 'POST', path: '/api/prop/nothing-here' },
      },
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await signOutSending('application/json', '{"oops":');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
      messageCode: 'api.invalidJson',
    });
  });

  it('answers a wrong content type with 415 in the envelope', async () => {
    const res = await signOutSending('application/x-something', 'x');
    expect(res.statusCode).toBe(415);
    expect(res.json().data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const res = await signOutSending('application/json', JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().data.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never shows a stack or SQL when the server fails', async () => {
    const { token } = await signedInAccount(app().database.handle.db, 'user');
    await app().database.handle.close();
    const res = await app().app.inject({ method: 'GET', url: '/api/session', headers: { authorization: token } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong',
      data: { message: 'Something went wrong', code: 'INTERNAL', messageCode: 'error.INTERNAL', params: {} },
    });
    expect(res.body).not.toMatch(/select|sessions|at .*\.ts|stack/i);
  });
});
