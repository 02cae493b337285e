import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config/env';
import { loadSecrets, type Secrets } from '../../src/config/secrets';
import { openDatabase } from '../../src/db/client';
import { loggerOptions } from '../../src/logging';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  secrets: Secrets;
  close(): Promise<void>;
}

/** The real app on a clean database of its own, with a throwaway DATA_DIR. Nothing is mocked. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: unknown;
    webDist?: string;
    pool?: { size: number; acquireTimeoutMs?: number; statementTimeoutMs?: number };
    /** A Redis client for the instance (shared rate limits and kept answers); the test closes it. */
    redis?: Redis;
    /**
     * Another instance of the platform on this app's PostgreSQL database (as when several run behind a load
     * balancer); closing it leaves the database to its owner.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Tests sign up many accounts from one address; the limits themselves have their own test.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_EMAIL_RATE_LIMIT_PER_15_MINUTES: '10000',
    // Likewise for messages sent per account.
    MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
    MESSAGE_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: '10000',
    // Tests send mail with app.outbox.drain() instead of waiting for the worker's tick.
    MAIL_POLL_INTERVAL_MS: '600000',
    // Tests read codes from the dev outbox over HTTP, as the browser tests do; its closed default has its own test.
    ...(env.SMTP_URL ? {} : { DEV_OUTBOX_PUBLIC: 'true' }),
    ...env,
  });
  const database = options.sameDatabaseAs
    ? await secondHandle(options.sameDatabaseAs.database)
    : await createTestDatabase(options.pool);
  const secrets = loadSecrets(dataDir, config);
  const app = await buildApp({
    config,
    secrets,
    database: database.handle,
    logger: (options.logger ?? false) as never,
    webDist: options.webDist,
    redis: options.redis,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    secrets,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the whole test file: created before the first test, closed after the last.
 * `const app = useTestApp();` then `app().app.inject(...)`, `app().database.handle.db`.
 */
export function useTestApp(env: Record<string, string> = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is created in beforeAll');
    return current;
  };
}

/**
 * Calls to the test app as a client makes them, in a language: `call('PUT', url, { token, language, payload })`
 * sends the session token, the language as Accept-Language and the payload as JSON.
 */
export function callsIn(app: () => TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; language?: string; payload?: object } = {},
  ) =>
    app().app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
    });
}

/** The call was refused as bad input, 400, naming `field` among the fields it refused (`label` says which case). */
export function expectRefusedField(res: LightMyRequestResponse, field: string, label = field) {
  expect(res.statusCode, label).toBe(400);
  expect(Object.keys(res.json().data.fields ?? {}), label).toContain(field);
}

/** GETs a page of the web app (not an API call), checks it is answered 200 as HTML, and returns the HTML. */
export async function htmlPage(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

/**
 * The platform's logger as it runs in production (level 'info', secrets redacted), its lines kept in `lines`
 * for the test to read: `createTestApp(env, { logger: log.logger })`.
 */
export function capturedLog(): { lines: string[]; logger: object } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions('info') as object), stream } };
}

/** A pool of its own on an existing test database (PostgreSQL only); dropping it only closes the pool. */
async function secondHandle(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url) throw new Error('two instances share a database on PostgreSQL only (TEST_DATABASE_URL)');
  const handle = await openDatabase({ url: database.url, pgliteDir: 'unused', poolSize: 4 });
  return { handle, url: database.url, recorder: database.recorder, drop: () => handle.close() };
}
