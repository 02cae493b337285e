import { Writable } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Stopping the platform (SIGTERM, a deploy) lets the requests it already took finish before the database pools
 * close: it stops accepting, waits for in-flight requests (a client that hung up included: its handler still
 * runs) and background work, and only then ends the pools. Before, a request whose first statement was still
 * waiting when the stop began sent its next one to a closed pool ('Cannot use a pool after calling end on the
 * pool'). Here another session locks the sessions table, so two signed-in requests wait on their session look-up
 * while the stop begins; one of their clients hangs up. PostgreSQL only: PGlite has no pool and no locks to wait on.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('stopping the platform with requests in flight', () => {
  const log: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  let platform: TestApp;
  let token: string;
  let blocker: pg.Client | undefined;

  beforeAll(async () => {
    platform = await createTestApp({}, { logger: { level: 'info', stream }, pool: { size: 3 } });
    ({ token } = await signedInAccount(platform.database.handle.db, 'user'));
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await blocker?.end().catch(() => {});
    await platform.close();
  });

  /** Requests waiting for the sessions table (their session look-ups, parsed or running, behind the blocker). */
  async function waitingOnLocks(): Promise<number> {
    const { rows } = await (blocker as pg.Client).query<{ n: number }>(
      "select count(*)::int as n from pg_locks where not granted and relation = 'sessions'::regclass",
    );
    return rows[0]?.n ?? 0;
  }
  async function until(check: () => Promise<boolean> | boolean): Promise<void> {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('finishes them, then closes the pools', async () => {
    const { Client } = (await import('pg')).default;
    blocker = new Client({ connectionString: platform.database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table sessions in access exclusive mode');

    platform.database.recorder.start();
    const { port } = platform.app.server.address() as { port: number };
    const url = (limit: number) => `http://127.0.0.1:${port}/api/prop/public/post?limit=${limit}`;
    const headers = { authorization: `Bearer ${token}` };
    const kept = fetch(url(3), { headers });
    const hangUp = new AbortController();
    const abandoned = fetch(url(4), { headers, signal: hangUp.signal }).catch(() => undefined);
    await until(async () => (await waitingOnLocks()) === 2);
    hangUp.abort();
    await abandoned;
    await until(
      () => new Promise<boolean>((resolve) => platform.app.server.getConnections((_err, n) => resolve(n === 1))),
    );
    const stopped = platform.app.close();
    await until(() => !platform.app.server.listening);
    await blocker.query('rollback');

    const answer = await kept;
    expect(answer.status).toBe(200);
    await stopped;
    const written = log.join('');
    expect(written).not.toContain('Cannot use a pool');
    const errors = written.split('\n').filter((line) => line && (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
    // The request whose client hung up ran to its end too: it read the feed after its session.
    const feedReads = platform.database.recorder.stop().filter((statement) => /from "posts"/.test(statement.sql));
    expect(feedReads.length).toBeGreaterThanOrEqual(2);
  });
});
