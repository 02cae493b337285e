import { FIELD_MESSAGES } from '@creative-ng/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, posts } from '../src/db/schema/index';
import { messageText } from '../src/i18n/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const app = useTestApp();
const NUL = 'a\u0000b';
const LONE_HIGH = 'text \uD83C with half an emoji';
const LONE_LOW = '\uDC00 at the start';
const INVALID = messageText('en', FIELD_MESSAGES.invalidCharacters);
/** The answer's fields: their words and, beside them, their codes. */
const refusedFields = (body: { data: { fields?: object; fieldCodes?: Record<string, { code: string }> } }) =>
  Object.fromEntries(Object.entries(body.data.fieldCodes ?? {}).map(([field, { code }]) => [field, code]));

/**
 * Text no database can store (NUL, half of a surrogate pair) is refused at the edge, tied to its field, in the
 * shared message: never a 500, and nothing is written.
 */
describe('NUL characters and lone surrogates', () => {
  it('are refused on the anonymous sign-ins with a 400 tied to the field', async () => {
    for (const url of [
      '/api/prop/creative/login',
      '/api/prop/business/login',
      '/api/prop/partner-reg/login',
      '/api/prop/admin-auth/login',
    ]) {
      for (const [field, value] of [
        ['email', `x${NUL}@example.ng`],
        ['password', LONE_HIGH],
        ['password', LONE_LOW],
      ] as const) {
        const payload = { email: 'someone@example.ng', password: 'Secret#123', [field]: value };
        const res = await app().app.inject({ method: 'POST', url, payload });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(res.json().data.fields).toEqual({ [field]: INVALID });
        expect(refusedFields(res.json())).toEqual({ [field]: FIELD_MESSAGES.invalidCharacters });
      }
    }
  });

  it('are refused in a sign-up, a post and a list filter, and nothing is written', async () => {
    const db = app().database.handle.db;
    const before = await Promise.all([db.select({ n: count() }).from(accounts), db.select({ n: count() }).from(posts)]);
    const signUp = await app().app.inject({
      method: 'POST',
      url: '/api/prop/creative/register',
      payload: { first_name: `Ada${NUL}`, last_name: 'Obi', email: 'ada.nul@example.ng', password: 'Secret#123' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(refusedFields(signUp.json())).toEqual({ first_name: FIELD_MESSAGES.invalidCharacters });

    const { token } = await signedInAccount(db, 'user');
    const post = await app().app.inject({
      method: 'POST',
      url: '/api/prop/posts',
      headers: { authorization: token },
      payload: { title: 'Indigo', description: LONE_HIGH, link: 'https://example.ng', images: [] },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().data.fields.description).toBe(INVALID);

    const filter = await app().app.inject({ method: 'GET', url: '/api/prop/tool/all?sector=a%00b' });
    expect(filter.statusCode).toBe(400);
    expect(refusedFields(filter.json())).toEqual({ sector: FIELD_MESSAGES.invalidCharacters });

    const after = await Promise.all([db.select({ n: count() }).from(accounts), db.select({ n: count() }).from(posts)]);
    expect(after[0]?.[0]?.n).toBe((before[0]?.[0]?.n ?? 0) + 1); // only the account signedInAccount made
    expect(after[1]?.[0]?.n).toBe(before[1]?.[0]?.n);
  });

  it('refuse an admin CSV filter before the file starts, instead of cutting it short', async () => {
    const { token } = await signedInAccount(app().database.handle.db, 'admin');
    const res = await app().app.inject({
      method: 'GET',
      url: '/api/prop/admin-creative.csv?q=a%00b',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res.json())).toEqual({ q: FIELD_MESSAGES.invalidCharacters });
  });

  it('say so in the reader language', async () => {
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/prop/creative/login',
      headers: { 'accept-language': 'ha' },
      payload: { email: `x${NUL}@example.ng`, password: 'Secret#123' },
    });
    expect(res.json().data.fields.email).toBe(messageText('ha', FIELD_MESSAGES.invalidCharacters));
    expect(res.json().data.fields.email).not.toBe(INVALID);
  });

  it('leave real text in every script alone, emoji and tone marks included', async () => {
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/prop/creative/login',
      payload: { email: 'someone@example.ng', password: 'Ọ̀rọ̀#aṣínà 🎨 تقرير' },
    });
    expect(res.statusCode).toBe(401);
  });
});
