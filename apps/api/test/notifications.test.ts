import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/service';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const app = useTestApp();
const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  app().app.inject({ method, url, headers: token ? { authorization: token } : {} });

describe('notifications', () => {
  it('lists only the account’s own notices, newest first, and marks them read', async () => {
    const db = app().database.handle.db;
    const me = await signedInAccount(db, 'user');
    const other = await signedInAccount(db, 'business');
    await notify(db, { accountId: me.account.id, kind: 'first' });
    await notify(db, { accountId: me.account.id, kind: 'second' });
    await notify(db, { accountId: other.account.id, kind: 'not-mine' });

    const list = await call('GET', '/api/prop/notifications', me.token);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.items.map((n: { kind: string }) => n.kind)
        .sort(),
    ).toEqual(['first', 'second']);
    expect(list.json().data.unread).toBe(2);

    expect((await call('POST', '/api/prop/notifications/read', me.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/prop/notifications', me.token)).json().data.unread).toBe(0);
    expect((await call('GET', '/api/prop/notifications', other.token)).json().data.unread).toBe(1);
  });

  it('keeps to one notice per key within the window', async () => {
    const db = app().database.handle.db;
    const me = await signedInAccount(db, 'user');
    const notice = { accountId: me.account.id, kind: 'post_liked', dedupeKey: 'post_liked:1', withinMs: 3_600_000 };
    expect(await notify(db, notice)).toBe(true);
    expect(await notify(db, notice)).toBe(false);
    expect(await notify(db, { ...notice, dedupeKey: 'post_liked:2' })).toBe(true);
  });

  it('needs sign-in', async () => {
    expect((await call('GET', '/api/prop/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/api/prop/notifications/read')).statusCode).toBe(401);
  });
});
