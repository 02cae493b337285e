import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The request pool's limits are short only while a test overloads it. pg-pool reads `connectionTimeoutMillis` each
 * time a request waits for a connection and gives a new connection the `statement_timeout` of its options, so a test
 * first takes the pool's one connection (or opens it) with no limit, then makes the limit short: what meets the
 * short limit is always the overload the test made (a connection held, a table locked), never a slow connect or a
 * slow statement on a busy machine. (With 300 ms for every connect, opening the first connection failed under load.)
 */
const SHORT_MS = 300;
type PoolLimits = { connectionTimeoutMillis?: number; statement_timeout?: number };
const requestPool = (platform: TestApp) => (platform.database.handle.raw as { pool: pg.Pool }).pool;
const limits = (platform: TestApp) => (requestPool(platform) as unknown as { options: PoolLimits }).options;
/** No limit on waiting for (or opening) a connection: what a test expects to work, works however busy the machine. */
const noWaitLimit = (platform: TestApp) => {
  limits(platform).connectionTimeoutMillis = 0;
};
/** Takes the pool's only connection (opening it if needed, with no limit), then makes waiting for it time out soon. */
async function holdTheConnection(platform: TestApp): Promise<pg.PoolClient> {
  noWaitLimit(platform);
  const held = await requestPool(platform).connect();
  limits(platform).connectionTimeoutMillis = SHORT_MS;
  return held;
}

/**
 * Overload never looks like a crash: when every PostgreSQL connection is taken for longer than the pool's
 * acquire timeout, whatever the request needed the database for (the session behind its token, a list, a
 * sign-in), it is answered 503 with Retry-After and words a person understands, never 500.
 * The embedded database has no pool to wait for, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a request that cannot get a database connection in time', () => {
  let platform: TestApp;
  let token: string;
  let held: pg.PoolClient | undefined;

  beforeAll(async () => {
    platform = await createTestApp({}, { pool: { size: 1 } });
    noWaitLimit(platform);
    ({ token } = await signedInAccount(platform.database.handle.db, 'user'));
  });
  afterAll(async () => {
    held?.release();
    await platform.close();
  });

  const hold = async () => {
    held = await holdTheConnection(platform);
  };
  const release = () => {
    held?.release();
    held = undefined;
    noWaitLimit(platform);
  };

  it('is answered 503 with Retry-After, in the reader language, on auth, lists and sign-in alike', async () => {
    await hold();
    try {
      const requests = [
        { method: 'GET' as const, url: '/api/session', headers: { authorization: `Bearer ${token}` } },
        { method: 'GET' as const, url: '/api/prop/public/post' },
        {
          method: 'POST' as const,
          url: '/api/prop/creative/login',
          payload: { email: 'someone@example.ng', password: 'Wrong#pass1' },
        },
      ];
      for (const request of requests) {
        const res = await platform.app.inject(request);
        expect(res.statusCode, request.url).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json().data).toMatchObject({
          code: 'UNAVAILABLE',
          message: 'The platform is very busy right now. Please try again in a few seconds.',
        });
      }
      const yoruba = await platform.app.inject({
        method: 'GET',
        url: '/api/prop/public/post',
        headers: { 'accept-language': 'yo' },
      });
      expect(yoruba.statusCode).toBe(503);
      expect(yoruba.json().message).toBe('Ọwọ́ pẹpẹ náà dí gan-an báyìí. Jọ̀ọ́ gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú-àáyá díẹ̀.');
    } finally {
      release();
    }
  });

  it('answers a password reset or a code resend without the database, the same for every email', async () => {
    // The work runs after the answer (decision 0021), so neither the answer nor its time depends on whether the
    // email has an account: here it cannot even look.
    await hold();
    try {
      for (const url of ['/api/prop/creative/reset_ini', '/api/prop/creative/otp/resend']) {
        const method = url.endsWith('reset_ini') ? ('PUT' as const) : ('POST' as const);
        const answers = await Promise.all(
          ['someone@example.ng', 'nobody@example.ng'].map((email) =>
            platform.app.inject({ method, url, payload: { email } }),
          ),
        );
        for (const answer of answers) expect(answer.statusCode, url).toBe(200);
        expect(answers[0]?.body).toBe(answers[1]?.body);
      }
    } finally {
      release();
    }
    await platform.app.outbox.drain();
  });

  it('works again as soon as a connection is free', async () => {
    const res = await platform.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

/**
 * A statement that runs past the statement timeout (here: waiting on a lock another session holds, as a slow
 * query would run) is cancelled by PostgreSQL and answered 503 with Retry-After, never 500; mail keeps going out
 * through the background pool while every request connection is taken.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a statement that runs past its time limit', () => {
  let platform: TestApp;
  let blocker: pg.Client | undefined;

  beforeAll(async () => {
    platform = await createTestApp({}, { pool: { size: 1 } });
    noWaitLimit(platform);
  });
  afterAll(async () => {
    await blocker?.end();
    await platform.close();
  });

  /** Another session takes the posts table, so reading it waits until the statement timeout cancels it. */
  const lockPosts = async () => {
    const { Client } = (await import('pg')).default;
    blocker = new Client({ connectionString: platform.database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table posts in access exclusive mode');
  };
  const unlock = async () => {
    await blocker?.query('rollback');
    await blocker?.end();
    blocker = undefined;
  };

  /** The pool's connection is opened again (with no limit), with this statement timeout from then on. */
  const reconnectWithStatementTimeout = async (ms: number | undefined) => {
    limits(platform).statement_timeout = ms;
    (await requestPool(platform).connect()).release(true);
    (await requestPool(platform).connect()).release();
  };

  it('is answered 503 with Retry-After and the busy words', async () => {
    await reconnectWithStatementTimeout(SHORT_MS);
    await lockPosts();
    try {
      const res = await platform.app.inject({ method: 'GET', url: '/api/prop/public/post?limit=3' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().data).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'The platform is very busy right now. Please try again in a few seconds.',
      });
    } finally {
      await unlock();
      await reconnectWithStatementTimeout(undefined);
    }
    expect((await platform.app.inject({ method: 'GET', url: '/api/prop/public/post?limit=3' })).statusCode).toBe(200);
  });

  it('sends mail while every request connection is taken', async () => {
    const db = platform.database.handle.background;
    const { enqueueEmail, listDevOutbox } = await import('../src/modules/outbox/service');
    await enqueueEmail(db, platform.secrets.appSecret, {
      to: 'ada@example.ng',
      subject: 'Your order was accepted',
      text: 'Accepted.',
      html: '<p>Accepted.</p>',
    });
    const held = await holdTheConnection(platform);
    try {
      const busy = await platform.app.inject({ method: 'GET', url: '/api/prop/public/post?limit=4' });
      expect(busy.statusCode).toBe(503);
      expect(await platform.app.outbox.drain()).toBe(1);
    } finally {
      held.release();
      noWaitLimit(platform);
    }
    const sent = await listDevOutbox(platform.database.handle.db, platform.secrets.appSecret, 'ada@example.ng', 5);
    expect(sent.map((mail) => mail.subject)).toEqual(['Your order was accepted']);
  });
});
