import { createParser } from 'eventsource-parser';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { messagingHelpers } from './helpers/messaging';

/*
 * Live delivery through Server-Sent Events, on real sockets: the reader's page holds an event stream open while the
 * other member sends through the API. On PostgreSQL the two are served by two instances of the platform on one
 * database, as behind a load balancer; on the embedded database (one process) by the same one.
 */

interface Received {
  event: string;
  data: unknown;
}

/** An open event stream, as the web app reads it (fetch with the session token, then the stream). */
async function openStream(base: string, token: string) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const controller = new AbortController();
  const res = await fetch(`${base}/api/prop/conversations/events`, {
    headers: { authorization: token, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const parser = createParser({
    onEvent: (event) => {
      received.push({ event: event.event ?? 'message', data: JSON.parse(event.data) });
      for (const wake of waiters.splice(0)) wake();
    },
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    /** The first event of this name (from the start of the stream) that passes the check; waits for it. */
    async next(name: string, check: (data: never) => boolean = () => true): Promise<unknown> {
      for (;;) {
        const found = received.find((r) => r.event === name && check(r.data as never));
        if (found) return found.data;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisOrNull(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

describe.each([
  { channel: 'PostgreSQL LISTEN/NOTIFY (or the embedded database)', redis: false },
  { channel: 'Redis pub/sub', redis: true },
])('live delivery through $channel', ({ redis }) => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    const clients = redis && onPostgres ? [await redisOrNull(), await redisOrNull()] : [];
    if (redis && (!clients[0] || !clients[1])) return;
    a = await createTestApp({}, { redis: clients[0] ?? undefined });
    b = onPostgres ? await createTestApp({}, { sameDatabaseAs: a, redis: clients[1] ?? undefined }) : a;
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = b === a ? baseA : await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (b && b !== a) await b.close();
    await a?.close();
  });
  beforeEach((context) => {
    // Redis is tried with two instances on PostgreSQL, when a Redis server is there.
    if (!a) context.skip();
  });

  it('delivers a message sent through one instance to a reader connected to another, with the unread count', async () => {
    const h = messagingHelpers(
      () => a.app,
      () => a.database.handle.db,
    );
    const buyer = await h.member('Emeka Nwosu');
    const seller = await h.member('Zaria Textiles', 'business');
    const talk = await h.askAbout(buyer, await h.product(seller, 'Indigo cloth'));

    const sellerPage = await openStream(baseB, seller.token);
    const buyerPage = await openStream(baseA, buyer.token);
    expect(await sellerPage.next('unread')).toEqual({ count: 0 });

    const sent = await h.send(buyer, talk, 'Is the indigo cloth hand-dyed?');
    expect(sent.statusCode, sent.body).toBe(201);
    const delivered = (await sellerPage.next('message')) as {
      conversation_id: string;
      unread: number;
      message: { body: string; from_me: boolean };
    };
    expect(delivered).toMatchObject({
      conversation_id: talk,
      unread: 1,
      message: { body: 'Is the indigo cloth hand-dyed?', from_me: false },
    });
    // The sender's own pages hear it too, as theirs.
    expect(await buyerPage.next('message')).toMatchObject({ message: { from_me: true } });

    // Read through instance B: the buyer (on A) sees how far, and the seller's other pages the new count.
    const read = await b.app.inject({
      method: 'POST',
      url: `/api/prop/conversations/${talk}/read`,
      headers: { authorization: seller.token },
      payload: { seq: 1 },
    });
    expect(read.json().data.count).toBe(0);
    expect(await buyerPage.next('read')).toEqual({ conversation_id: talk, seq: 1 });
    expect(await sellerPage.next('unread', (data: { count: number }) => data.count === 0)).toEqual({ count: 0 });

    // Connected people get no notice (nor email) for a message.
    const notices = await b.app.inject({
      method: 'GET',
      url: '/api/prop/notifications',
      headers: { authorization: seller.token },
    });
    expect(notices.json().data.items.filter((n: { kind: string }) => n.kind === 'message_received')).toEqual([]);

    await sellerPage.close();
    await buyerPage.close();
  });

  it('lets only members open the stream', async () => {
    expect((await fetch(`${baseA}/api/prop/conversations/events`)).status).toBe(401);
  });
});
