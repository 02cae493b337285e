import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/service';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { mailsTo } from './helpers/mail';

const app = useTestApp();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

const mailTo = (email: string) => mailsTo(app().app, email);
const HOUR = 60 * 60 * 1000;

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

  it('marks one notice read, and nobody can mark another’s', async () => {
    const db = app().database.handle.db;
    const me = await signedInAccount(db, 'user');
    const other = await signedInAccount(db, 'partner');
    await notify(db, { accountId: me.account.id, kind: 'post_liked' });
    const [notice] = (await call('GET', '/api/prop/notifications', me.token)).json().data.items;
    expect((await call('POST', `/api/prop/notifications/${notice.id}/read`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/prop/notifications', me.token)).json().data.unread).toBe(1);
    expect((await call('POST', `/api/prop/notifications/${notice.id}/read`, me.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/prop/notifications', me.token)).json().data.unread).toBe(0);
    expect((await call('POST', '/api/prop/notifications/not-an-id/read', me.token)).statusCode).toBe(400);
  });
});

describe('notice emails', () => {
  it('are on by default for decisions and off for likes, and each person can choose per kind', async () => {
    const db = app().database.handle.db;
    const me = await signedInAccount(db, 'partner');
    const settings = await call('GET', '/api/prop/notifications/settings', me.token);
    expect(settings.json().data.email).toMatchObject({
      partner_approved: true,
      post_liked: false,
      content_removed: true,
    });
    expect(settings.json().data.daily_digest).toBe(false);

    const unknown = await call('PUT', '/api/prop/notifications/settings', me.token, { email: { spam: true } });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await call('PUT', '/api/prop/notifications/settings', me.token, { email: { post_liked: 'yes' } });
    expect(wrongType.statusCode).toBe(400);
    expect((await call('PUT', '/api/prop/notifications/settings', undefined, { daily_digest: true })).statusCode).toBe(
      401,
    );

    const saved = await call('PUT', '/api/prop/notifications/settings', me.token, {
      email: { post_liked: true, partner_approved: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.email).toMatchObject({ partner_approved: false, post_liked: true, content_removed: true });

    await notify(db, { accountId: me.account.id, kind: 'partner_approved' });
    await app().app.noticeMailer.run();
    expect(await mailTo(me.account.email)).toHaveLength(0);
  });

  it('sends one email for a burst of likes, then at most one an hour', async () => {
    const db = app().database.handle.db;
    const me = await signedInAccount(db, 'user');
    await call('PUT', '/api/prop/notifications/settings', me.token, { email: { post_liked: true } });
    for (const name of ['Ada', 'Bola', 'Chidi']) {
      await notify(db, { accountId: me.account.id, kind: 'post_liked', data: { by_name: name, title: 'Mural' } });
    }
    const now = Date.now();
    await app().app.noticeMailer.run(new Date(now));
    let mails = await mailTo(me.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your posts got 3 new likes');
    expect(mails[0]?.text).toContain('Chidi liked your post “Mural”.');

    await notify(db, { accountId: me.account.id, kind: 'post_liked', data: { by_name: 'Dayo', title: 'Mural' } });
    await app().app.noticeMailer.run(new Date(now + 10 * 60 * 1000));
    expect(await mailTo(me.account.email)).toHaveLength(1);
    // A different kind is not held back by the likes' hour.
    await notify(db, { accountId: me.account.id, kind: 'content_removed', data: { title: 'Mural', reason: 'Copied' } });
    await app().app.noticeMailer.run(new Date(now + 11 * 60 * 1000));
    expect(await mailTo(me.account.email)).toHaveLength(2);

    await app().app.noticeMailer.run(new Date(now + HOUR + 60_000));
    mails = await mailTo(me.account.email);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => m.subject)).toContain('Someone liked your post');
  });

  it('gathers everything into one email a day for people who chose the digest', async () => {
    const db = app().database.handle.db;
    const me = await signedInAccount(db, 'business');
    await call('PUT', '/api/prop/notifications/settings', me.token, {
      daily_digest: true,
      email: { post_liked: true },
    });
    await notify(db, { accountId: me.account.id, kind: 'post_liked', data: { by_name: 'Ada', title: 'Fabric' } });
    await notify(db, { accountId: me.account.id, kind: 'content_removed', data: { title: 'Ad', reason: 'Spam' } });
    const now = Date.now();
    await app().app.noticeMailer.run(new Date(now));
    const mails = await mailTo(me.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your CreativeNG news today (2)');

    await notify(db, { accountId: me.account.id, kind: 'content_removed', data: { title: 'Ad 2', reason: 'Spam' } });
    await app().app.noticeMailer.run(new Date(now + 2 * HOUR));
    expect(await mailTo(me.account.email)).toHaveLength(1);
  });
});
