import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheStore, memoryStore, redisStore } from '../src/http/response-cache';
import { signedInAccount, signedInCreative } from './helpers/accounts';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { insertPosts } from './helpers/posts';

/*
 * Visitors' answers of hot public reads are kept briefly and forgotten when what they show changes
 * (http/response-cache.ts). Signed-in readers of the feed and of a post get the visitors' answer with their own
 * likes laid over it; their answers are never kept.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisOrNull(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

async function seedPosts(test: TestApp, count = 3) {
  const db = test.database.handle.db;
  const author = await signedInCreative(db);
  const rows = await insertPosts(db, author.account.id, count, {
    description: 'A short film shot in Lagos with friends, and what we learned making it.',
  });
  return { author, ids: rows.map((row) => row.id) };
}

describe('visitors share kept answers of the feed and of one post', () => {
  const app = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => app().app.inject({ method: 'GET', url, headers });
  let ids: string[] = [];
  let fanToken = '';

  beforeAll(async () => {
    ({ ids } = await seedPosts(app()));
    ({ token: fanToken } = await signedInAccount(app().database.handle.db, 'user', { displayName: 'Fan One' }));
  });

  it('answers a second visitor from memory, byte for byte, and asks the database nothing', async () => {
    const first = await get('/api/prop/public/post?limit=12');
    expect(first.headers['x-cache']).toBe('miss');
    app().database.recorder.start();
    const second = await get('/api/prop/public/post?limit=12');
    const statements = app().database.recorder.stop();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=5');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBeDefined();
    expect(statements).toEqual([]);
  });

  it('forgets the feed and the post when someone likes it, so the next visitor sees the new count', async () => {
    const id = ids[0] ?? '';
    await get('/api/prop/public/post?limit=12');
    expect((await get(`/api/prop/public/post/${id}`)).json().data.likes).toBe(0);
    expect((await get(`/api/prop/public/post/${id}`)).headers['x-cache']).toBe('hit');
    const like = await app().app.inject({
      method: 'POST',
      url: `/api/prop/post/${id}`,
      headers: { authorization: fanToken },
      payload: { liked: true },
    });
    expect(like.statusCode).toBe(200);
    const feed = await get('/api/prop/public/post?limit=12');
    expect(feed.headers['x-cache']).toBe('miss');
    expect(feed.json().data.find((post: { id: string }) => post.id === id).likes).toBe(1);
    const post = await get(`/api/prop/public/post/${id}`);
    expect(post.headers['x-cache']).toBe('miss');
    expect(post.json().data.likes).toBe(1);
  });

  it("answers a signed-in reader from the visitors' answer with their own likes, and never keeps theirs", async () => {
    const url = '/api/prop/public/post?limit=12';
    const visitorBefore = await get(url);
    const member = await get(url, { authorization: fanToken });
    expect(member.statusCode).toBe(200);
    expect(member.headers['x-cache']).toBe('viewer');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(String(member.headers.vary)).toContain('authorization');
    expect(member.json().data.find((post: { id: string }) => post.id === ids[0]).liked).toBe(true);
    const visitor = await get(url);
    expect(visitor.headers['x-cache']).toBe('hit');
    expect(visitor.body).toBe(visitorBefore.body);
    expect(visitor.json().data.find((post: { id: string }) => post.id === ids[0]).liked).toBe(false);
  });

  it("reads only the viewer's session and likes when the visitors' answer is kept", async () => {
    const url = '/api/prop/public/post?limit=12';
    await get(url);
    app().database.recorder.start();
    const member = await get(url, { authorization: fanToken });
    const statements = app().database.recorder.stop();
    expect(member.headers['x-cache']).toBe('viewer');
    expect(statements).toHaveLength(2);
  });

  it('asks for the visitors’ answer itself when none is kept, and keeps it for the next visitor', async () => {
    const url = '/api/prop/public/post?limit=11';
    const member = await get(url, { authorization: fanToken });
    expect(member.headers['x-cache']).toBe('viewer');
    expect(member.json().data.find((post: { id: string }) => post.id === ids[0]).liked).toBe(true);
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('marks the viewer’s own posts as theirs and a post the visitors cannot see is answered as before', async () => {
    const author = await signedInCreative(app().database.handle.db);
    // A text holding the very words of the flags stays text: the reader's copy is still right and still JSON.
    const [own] = await insertPosts(app().database.handle.db, author.account.id, 1, {
      description: 'Quoted: "liked":false,"own":false',
    });
    const mine = await get(`/api/prop/public/post/${own?.id}`, { authorization: author.token });
    expect(mine.headers['x-cache']).toBe('viewer');
    expect(mine.json().data).toMatchObject({ id: own?.id, own: true, liked: false });
    expect(mine.json().data.description).toBe('Quoted: "liked":false,"own":false');
    const visitors = await get(`/api/prop/public/post/${own?.id}`);
    expect(visitors.json().data.own).toBe(false);
  });

  it('keeps one answer per language', async () => {
    const url = '/api/prop/public/post?limit=3';
    await get(url);
    const hausa = await get(url, { 'accept-language': 'ha' });
    expect(hausa.headers['x-cache']).toBe('miss');
    expect((await get(url, { 'accept-language': 'ha' })).body).toBe(hausa.body);
  });

  it('sends a kept answer compressed when the reader accepts it', async () => {
    const url = '/api/prop/public/post?limit=12';
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['x-cache']).toBe('hit');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('forgets a post’s answers when its author is hidden by an admin', async () => {
    const { author, ids: own } = await seedPosts(app(), 1);
    const url = `/api/prop/public/post/${own[0]}`;
    expect((await get(url)).statusCode).toBe(200);
    const admin = await signedInAccount(app().database.handle.db, 'admin');
    const blacklist = await app().app.inject({
      method: 'PATCH',
      url: `/api/prop/admin-creative/${author.account.id}/blacklist`,
      headers: { authorization: admin.token },
      payload: { blacklisted: true, reason: 'Spam posts' },
    });
    expect(blacklist.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
  });
});

/** What both stores promise: an answer until it expires or a topic of it is invalidated. */
function storeContract(name: string, open: () => Promise<{ store: CacheStore; close(): Promise<void> } | null>) {
  describe(name, () => {
    let opened: { store: CacheStore; close(): Promise<void> } | null = null;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });
    const answer = { body: '{"message":"Posts"}', headers: { 'content-type': 'application/json; charset=utf-8' } };

    it('keeps an answer, and forgets it with any of its topics', async (context) => {
      if (!opened) return context.skip();
      const { store } = opened;
      await store.set('k1', answer, ['feed', 'post:1'], 5000, await store.versions(['feed', 'post:1']));
      await store.set('k2', answer, ['post:2'], 5000, await store.versions(['post:2']));
      expect(await store.get('k1')).toEqual(answer);
      await store.invalidate(['post:1']);
      expect(await store.get('k1')).toBeUndefined();
      expect(await store.get('k2')).toEqual(answer);
    });

    it('does not keep an answer computed while its topic changed', async (context) => {
      if (!opened) return context.skip();
      const { store } = opened;
      const before = await store.versions(['feed']);
      await store.invalidate(['feed']);
      await store.set('k3', answer, ['feed'], 5000, before);
      expect(await store.get('k3')).toBeUndefined();
    });

    it('lets an answer expire', async (context) => {
      if (!opened) return context.skip();
      const { store } = opened;
      await store.set('k4', answer, ['feed'], 30, await store.versions(['feed']));
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await store.get('k4')).toBeUndefined();
    });
  });
}

storeContract('the in-process store', async () => ({ store: memoryStore(), close: async () => {} }));
storeContract('the Redis store', async () => {
  const redis = await redisOrNull();
  if (!redis) return null;
  const prefix = `cng-test:${randomBytes(6).toString('hex')}:`;
  return {
    store: redisStore(redis, prefix),
    close: async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
});

describe('with REDIS_URL every instance shares kept answers', () => {
  let one: TestApp | undefined;
  let two: TestApp | undefined;
  beforeAll(async () => {
    const [a, b] = [await redisOrNull(), await redisOrNull()];
    if (!a || !b) return;
    one = await createTestApp({}, { redis: a });
    two = await createTestApp({}, { redis: b });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("serves one instance's answer from another, and one instance's change clears it for both", async (context) => {
    if (!one || !two) return context.skip();
    const { ids } = await seedPosts(one);
    const fan = await signedInAccount(one.database.handle.db, 'user');
    // An address no other test uses, so answers kept by other runs cannot meet this one.
    const url = `/api/prop/public/post?limit=12&run=${randomBytes(6).toString('hex')}`;
    const first = await one.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    const fromOther = await two.app.inject({ method: 'GET', url });
    expect(fromOther.headers['x-cache']).toBe('hit');
    expect(fromOther.body).toBe(first.body);
    await one.app.inject({
      method: 'POST',
      url: `/api/prop/post/${ids[0]}`,
      headers: { authorization: fan.token },
      payload: { liked: true },
    });
    expect((await two.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('miss');
  });
});
