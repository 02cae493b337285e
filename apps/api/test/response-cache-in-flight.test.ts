import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore, registerResponseCache } from '../src/http/response-cache';

/*
 * A burst of visitors for one address waits for the first one's answer (http/response-cache.ts). The first visitor
 * may leave before that answer is computed (a closed tab, a load test's end); the address must not stay 'being
 * computed' after it, or every later visitor waits for an answer that never comes.
 */

/** A route whose answers are kept, computed only when the test lets each one finish. */
async function gatedServer() {
  const app = Fastify();
  registerResponseCache(app, memoryStore());
  const started: ((outcome: 'answer' | 'fail') => void)[] = [];
  let computed = 0;
  app.get('/list', { config: { publicCache: { ttlMs: 60_000, topics: () => ['list'] } } }, async () => {
    computed += 1;
    const outcome = await new Promise<'answer' | 'fail'>((finish) => started.push(finish));
    if (outcome === 'fail') throw new Error('not kept');
    return { items: [computed] };
  });
  const closed: Promise<void>[] = [];
  app.server.on('connection', (socket) => closed.push(new Promise((done) => socket.once('close', () => done()))));
  let received = 0;
  app.server.on('request', () => {
    received += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const nextStart = async () => {
    while (started.length === 0) await new Promise((resolve) => setImmediate(resolve));
    return started.shift() as (outcome: 'answer' | 'fail') => void;
  };
  /** Resolves once the server has received `n` requests and given each a few turns to reach its waiting place. */
  const receivedAll = async (n: number) => {
    while (received < n) await new Promise((resolve) => setImmediate(resolve));
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  return { app, port, closed, nextStart, receivedAll, computed: () => computed };
}

function get(port: number): { answer: Promise<{ cache: string | undefined }>; leave: () => void } {
  const request = http.get({ port, host: '127.0.0.1', path: '/list', agent: new http.Agent({ keepAlive: true }) });
  const answer = new Promise<{ cache: string | undefined }>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ cache: response.headers['x-cache'] as string | undefined }));
    });
    request.on('error', reject);
  });
  return { answer, leave: () => request.destroy() };
}

/** Two visitors asking at once: one computes the answer, the other waits for it and is answered from memory. */
async function expectOneComputesForTwo(server: Awaited<ReturnType<typeof gatedServer>>) {
  const first = get(server.port);
  const second = get(server.port);
  (await server.nextStart())('answer');
  const answers = await Promise.all([first.answer, second.answer]);
  expect(answers.map((answer) => answer.cache).sort()).toEqual(['hit', 'miss']);
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A gated server, closed after the test. */
async function serve() {
  const server = await gatedServer();
  close = () => server.app.close();
  return server;
}

/** A visitor whose answer is being computed: it may leave, and the test says when the computing ends. */
async function computing(server: Awaited<ReturnType<typeof gatedServer>>) {
  const visitor = get(server.port);
  visitor.answer.catch(() => {});
  const finish = await server.nextStart();
  return { leave: visitor.leave, finish };
}

describe('visitors waiting for the same answer', () => {
  it('lets the next visitor compute the answer when the one computing it left, and the others wait for it', async () => {
    const server = await serve();
    const leaver = await computing(server);
    leaver.leave();
    await Promise.all(server.closed);
    leaver.finish('answer');
    await server.app.responseCache.invalidate('list');

    await expectOneComputesForTwo(server);
    expect(server.computed()).toBe(2);
  });

  it('does not let a visitor who left while waiting become the one computing', async () => {
    const server = await serve();
    const leader = await computing(server);
    const waiter = get(server.port);
    waiter.answer.catch(() => {});
    await server.receivedAll(2);
    // Both leave, as every connection of a load test does at its end: the waiter first, then the one computing.
    waiter.leave();
    await server.closed[1];
    leader.leave();
    await server.closed[0];
    (await server.nextStart())('fail');
    leader.finish('fail');

    await expectOneComputesForTwo(server);
    expect(server.computed()).toBe(3);
  });
});
