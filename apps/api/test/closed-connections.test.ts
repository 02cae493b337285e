import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, createTestApp, type TestApp } from './helpers/app';

/**
 * A client that is gone before its request is handled (a body the HTTP parser refuses after the headers, a phone
 * that loses its network) is nobody's error: the platform logs no failure and no 500 for it. The rate limit used
 * to read the address of a connection already closed and fail with a TypeError, logged as a failed request.
 */
describe('a request whose connection closes before it is handled', () => {
  let platform: TestApp;
  let port = 0;
  const { lines, logger } = capturedLog();

  beforeAll(async () => {
    platform = await createTestApp({}, { logger });
    const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(() => platform.close());

  /** Sends raw bytes on a connection of their own and reads until the server closes it. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += String(chunk);
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });

  it('logs no failed request and no 500, on a rate-limited sign-in and on an upload', async () => {
    const body = '{"email":"ada@example.ng","password":"Secret#123"}';
    for (const [method, path] of [
      ['POST', '/api/prop/creative/login'],
      ['POST', '/api/prop/business/login'],
      ['POST', '/api/prop/images'],
      ['GET', '/api/prop/public/post'],
    ]) {
      // Headers complete, then a chunk size that is no number: Node answers 400 and closes the connection while
      // the request is on its way through the hooks.
      const answer = await raw(
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const failures = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.level >= 50 || entry.res?.statusCode >= 500);
    expect(failures).toEqual([]);
  });
});
