import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app';

type Write = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The calls and checks of the tests of kept answers (http/response-cache.ts: visitors' first pages kept briefly and
 * forgotten by the changes that alter them): a visitor's GET, a member's call, and what "kept" and "forgotten" mean.
 */
export function keptAnswers(app: () => TestApp) {
  const get = (url: string) => app().app.inject({ method: 'GET', url });
  const as = (method: Write, url: string, token: string, payload?: object) =>
    app().app.inject({ method, url, payload, headers: { authorization: token } });

  /** Each address answers a second visitor from memory: the same body, and not one statement to the database. */
  async function expectKept(urls: readonly string[]) {
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      app().database.recorder.start();
      const second = await get(url);
      const statements = app().database.recorder.stop();
      expect(second.headers['x-cache'], url).toBe('hit');
      expect(second.body).toBe(first.body);
      expect(statements, url).toEqual([]);
    }
  }

  /** Neither these addresses nor a member's first page (`memberUrl` with `token`) are kept. */
  async function expectNotKept(urls: readonly string[], memberUrl: string, token: string) {
    for (const url of urls) {
      await get(url);
      expect((await get(url)).headers['x-cache'], url).toBeUndefined();
    }
    const member = await app().app.inject({ method: 'GET', url: memberUrl, headers: { authorization: token } });
    expect(member.headers['x-cache']).toBeUndefined();
  }

  /** Reads `url` twice (the second from memory), makes the change, and returns `url` read afresh after it. */
  async function afterChange(
    url: string,
    change: () => Promise<{ statusCode: number; body: string }>,
  ): Promise<LightMyRequestResponse> {
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).headers['x-cache'], url).toBe('hit');
    const done = await change();
    expect(done.statusCode, done.body).toBeLessThan(300);
    const after = await get(url);
    expect(after.headers['x-cache'], url).toBe('miss');
    return after;
  }

  return { get, as, expectKept, expectNotKept, afterChange };
}
