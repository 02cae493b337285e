import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Message } from '@creative-ng/shared/i18n/codes';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDojahProvider,
  createIdentityProvider,
  createSandboxProvider,
  IDENTITY_MESSAGES,
  IdentityInputError,
  type IdentityLogger,
  type IdentityProvider,
  type IdentityQuery,
  type IdentityType,
  identityFingerprint,
  identityMessage,
  lastFour,
  SANDBOX_TEST_NUMBERS,
} from '../src/adapters/identity';
import { loadConfig } from '../src/config/env';
import { messageText } from '../src/i18n/index';

/** What a person reads in English for an identity message. */
const english = (message: Message) => messageText('en', message);
const TYPES: IdentityType[] = ['NIN', 'BVN'];
const person = { firstName: 'Chiamaka', lastName: 'Okafor' };

describe('identity: sandbox provider', () => {
  const sandbox = createSandboxProvider();

  describe.each(TYPES)('%s', (type) => {
    it('verifies 11111111111 with the caller’s own names, so any profile matches', async () => {
      const result = await sandbox.verify({ type, number: '11111111111', ...person, dateOfBirth: '1994-03-21' });
      expect(result).toEqual({
        outcome: 'verified',
        provider: 'sandbox',
        matched: { firstName: 'Chiamaka', lastName: 'Okafor', dateOfBirth: '1994-03-21' },
      });
      expect(english(identityMessage(type, result))).toBe(`Your ${type} is verified.`);
    });

    it('answers not found, mismatch and unavailable for the documented numbers', async () => {
      const notFound = await sandbox.verify({ type, number: '22222222222', ...person });
      expect(notFound).toEqual({ outcome: 'not_found' });
      expect(english(identityMessage(type, notFound))).toBe(
        `We could not find that ${type}. Check the 11 digits and try again.`,
      );

      const mismatch = await sandbox.verify({ type, number: '33333333333', ...person });
      expect(mismatch).toEqual({ outcome: 'mismatch', fields: ['lastName'] });
      expect(english(identityMessage(type, mismatch))).toBe(
        `The name on that ${type} does not match your profile. Check your first and last name.`,
      );

      const unavailable = await sandbox.verify({ type, number: '44444444444', ...person });
      expect(unavailable).toEqual({ outcome: 'unavailable', retryable: true });
      expect(english(identityMessage(type, unavailable))).toBe(
        'Identity checks are not available right now. Please try again in a few minutes.',
      );
    });

    it('verifies other numbers starting with 1 and finds no other number', async () => {
      expect((await sandbox.verify({ type, number: '12345678901', ...person })).outcome).toBe('verified');
      expect((await sandbox.verify({ type, number: '98765432109', ...person })).outcome).toBe('not_found');
      expect((await sandbox.verify({ type, number: '01234567890', ...person })).outcome).toBe('not_found');
    });
  });

  it('answers every row of the documented table as documented', async () => {
    for (const row of SANDBOX_TEST_NUMBERS) {
      for (const type of TYPES) {
        expect((await sandbox.verify({ type, number: row.number, ...person })).outcome).toBe(row.outcome);
      }
    }
  });

  it('is the table the README prints', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const row of SANDBOX_TEST_NUMBERS) {
      expect(readme).toContain(`| \`${row.number}\` | ${row.meaning} |`);
    }
  });

  it('is the provider when nothing is configured', () => {
    expect(createIdentityProvider(loadConfig({})).name).toBe('sandbox');
  });
});

describe('identity: number format, checked before any call', () => {
  const bad = ['1234567890', '123456789012', '1234567890a', '123 456 7890', '+2341234567', '', '١٢٣٤٥٦٧٨٩٠١'];

  it.each(TYPES)('rejects a %s that is not exactly 11 digits with a clear message', async (type) => {
    const sandbox = createSandboxProvider();
    for (const number of bad) {
      const attempt = sandbox.verify({ type, number, ...person });
      await expect(attempt).rejects.toBeInstanceOf(IdentityInputError);
      await expect(sandbox.verify({ type, number, ...person })).rejects.toMatchObject({
        said: IDENTITY_MESSAGES.format(type),
      });
    }
    expect(english(IDENTITY_MESSAGES.format(type))).toBe(`${type} must be 11 digits.`);
  });

  it('rejects a date of birth that is not a real YYYY-MM-DD date, and empty names', async () => {
    const sandbox = createSandboxProvider();
    for (const dateOfBirth of ['21/03/1994', '1994-02-30', '1994-3-1']) {
      await expect(
        sandbox.verify({ type: 'NIN', number: '11111111111', ...person, dateOfBirth }),
      ).rejects.toMatchObject({ field: 'dateOfBirth' });
    }
    await expect(
      sandbox.verify({ type: 'NIN', number: '11111111111', firstName: ' ', lastName: 'Okafor' }),
    ).rejects.toMatchObject({ field: 'firstName', said: { code: IDENTITY_MESSAGES.names } });
  });
});

// A stand-in for Dojah's API, speaking as its public documentation describes.
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  appId: string | undefined;
  authorization: string | undefined;
}

const APP_ID = 'app-6543';
const SECRET = 'test_sk_fake_secret';

/** The fake Dojah's behaviour by number: NIN and BVN share it. */
const FAKE = {
  match: '70123456789',
  accents: '70123456780',
  swapped: '70123456781',
  upperBvnDate: '70123456782',
  notFound404: '70000000404',
  notFound400: '70000000400',
  payment402: '70000000402',
  forbidden403: '70000000403',
  rateLimited: '70000000429',
  failedDependency: '70000000424',
  serverError: '70000000500',
  slow: '70000000999',
  noEntity: '70000000200',
  notJson: '70000000201',
};

function entityFor(number: string, type: IdentityType): Record<string, unknown> | undefined {
  const base = { gender: 'Female', middle_name: 'Ngozi', phone_number: '08012345678', photo: '/9j/4AAQ…' };
  const idField = type === 'NIN' ? { nin: number } : { bvn: number };
  switch (number) {
    case FAKE.match:
    case FAKE.swapped:
      return { ...base, ...idField, first_name: 'CHIAMAKA', last_name: 'OKAFOR', date_of_birth: '1994-03-21' };
    case FAKE.accents:
      // NIMC records sometimes keep tone marks; the person types plain letters (or the other way round).
      return { ...base, ...idField, first_name: 'Adébáyọ̀', last_name: 'Ògúnlẹ́yẹ', date_of_birth: '1988-11-02' };
    case FAKE.upperBvnDate:
      // Older/other Dojah answers: `surname` and a day-first date.
      return { ...base, ...idField, first_name: 'Emeka', surname: 'Nwosu', birth_date: '02-Nov-1988' };
    default:
      return undefined;
  }
}

function startFakeDojah(): Promise<{ server: Server; baseUrl: string; seen: Seen[]; abandoned: string[] }> {
  const seen: Seen[] = [];
  /** The paths of requests the caller closed before any answer. */
  const abandoned: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: Seen = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      appId: req.headers.appid as string | undefined,
      authorization: req.headers.authorization,
    };
    seen.push(entry);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (entry.appId !== APP_ID || entry.authorization !== SECRET) {
      return send(401, { error: 'Invalid AppId or Secret Key' });
    }
    const route =
      entry.path === '/api/v1/kyc/nin'
        ? { type: 'NIN' as const, param: 'nin' }
        : entry.path === '/api/v1/kyc/bvn/full'
          ? { type: 'BVN' as const, param: 'bvn' }
          : undefined;
    const number = route ? entry.query[route.param] : undefined;
    if (req.method !== 'GET' || !route || !number || Object.keys(entry.query).length !== 1) {
      // Not something Dojah documents: make it loud rather than look like "not found".
      return send(418, { error: 'unexpected request' });
    }
    switch (number) {
      case FAKE.notFound404:
        return send(404, { error: `${route.type} ${number} not found` });
      case FAKE.notFound400:
        return send(400, { error: `Wrong ${route.type} Inputted: ${number}` });
      case FAKE.payment402:
        return send(402, { error: 'Insufficient balance' });
      case FAKE.forbidden403:
        return send(403, { error: 'App not allowed to use this service' });
      case FAKE.rateLimited:
        return send(429, { error: 'Too many requests' });
      case FAKE.failedDependency:
        return send(424, { error: `Upstream failed for ${number}` });
      case FAKE.serverError:
        return send(500, { error: 'Internal Server Error' });
      case FAKE.noEntity:
        return send(200, { entity: {} });
      case FAKE.notJson:
        return send(200, '<html>maintenance</html>');
      case FAKE.slow:
        // Never answered: only the caller's timeout ends the call.
        res.on('close', () => {
          if (!res.writableEnded) abandoned.push(entry.path);
        });
        return;
    }
    const entity = entityFor(number, route.type);
    return entity ? send(200, { entity }) : send(404, { error: `${route.type} not found` });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}`, seen, abandoned });
    });
  });
}

function recordingLogger() {
  const lines: { level: 'warn' | 'error'; obj: object; msg: string }[] = [];
  const logger: IdentityLogger = {
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { logger, lines };
}

describe('identity: Dojah adapter against a fake Dojah server', () => {
  let fake: Awaited<ReturnType<typeof startFakeDojah>>;
  let log: ReturnType<typeof recordingLogger>;
  let dojah: IdentityProvider;

  beforeAll(async () => {
    fake = await startFakeDojah();
  });

  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  beforeEach(() => {
    fake.seen.length = 0;
    log = recordingLogger();
    dojah = createDojahProvider({ baseUrl: fake.baseUrl, appId: APP_ID, secretKey: SECRET, logger: log.logger });
  });

  /** Runs a query and checks the number appears nowhere in what comes back or is logged. */
  async function verify(query: IdentityQuery, provider: IdentityProvider = dojah) {
    const result = await provider.verify(query);
    expect(JSON.stringify(result)).not.toContain(query.number);
    expect(JSON.stringify(log.lines)).not.toContain(query.number);
    expect(JSON.stringify(log.lines)).not.toContain(SECRET);
    return result;
  }

  it.each([
    ['NIN', '/api/v1/kyc/nin', 'nin'],
    ['BVN', '/api/v1/kyc/bvn/full', 'bvn'],
  ] as const)('looks a %s up as documented: GET %s?%s=…, AppId and the raw secret key', async (type, path, param) => {
    const result = await verify({ type, number: FAKE.match, ...person, dateOfBirth: '1994-03-21' });
    expect(result).toEqual({
      outcome: 'verified',
      provider: 'dojah',
      matched: { firstName: 'CHIAMAKA', lastName: 'OKAFOR', dateOfBirth: '1994-03-21' },
    });
    expect(fake.seen).toEqual([
      { method: 'GET', path, query: { [param]: FAKE.match }, appId: APP_ID, authorization: SECRET },
    ]);
  });

  it('matches names despite tone marks, case, spaces and order', async () => {
    expect(
      await verify({ type: 'NIN', number: FAKE.accents, firstName: ' adebayo', lastName: 'OGUNLEYE ' }),
    ).toMatchObject({ outcome: 'verified', matched: { firstName: 'Adébáyọ̀', lastName: 'Ògúnlẹ́yẹ' } });
    expect(
      await verify({ type: 'BVN', number: FAKE.swapped, firstName: 'Okafor', lastName: 'Chiamaka' }),
    ).toMatchObject({
      outcome: 'verified',
    });
    // And the other way round: the person types the marks, the record has none.
    expect(await verify({ type: 'NIN', number: FAKE.match, firstName: 'Chìàmákà', lastName: 'Ọ̀kàfọ̀r' })).toMatchObject({
      outcome: 'verified',
    });
  });

  it('reads the `surname`/`birth_date` spelling and day-first dates', async () => {
    expect(
      await verify({
        type: 'BVN',
        number: FAKE.upperBvnDate,
        firstName: 'Emeka',
        lastName: 'Nwosu',
        dateOfBirth: '1988-11-02',
      }),
    ).toEqual({
      outcome: 'verified',
      provider: 'dojah',
      matched: { firstName: 'Emeka', lastName: 'Nwosu', dateOfBirth: '1988-11-02' },
    });
  });

  it('reports a name or date mismatch without giving out the record', async () => {
    const lastNameWrong = await verify({ type: 'NIN', number: FAKE.match, firstName: 'Chiamaka', lastName: 'Eze' });
    expect(lastNameWrong).toEqual({ outcome: 'mismatch', fields: ['lastName'] });
    expect(JSON.stringify(lastNameWrong)).not.toMatch(/okafor/i);
    expect(identityMessage('NIN', lastNameWrong)).toEqual(IDENTITY_MESSAGES.mismatch('NIN'));

    expect(await verify({ type: 'BVN', number: FAKE.match, firstName: 'Tunde', lastName: 'Bakare' })).toEqual({
      outcome: 'mismatch',
      fields: ['firstName', 'lastName'],
    });
    // The same name twice does not pass for "either order".
    expect(await verify({ type: 'NIN', number: FAKE.match, firstName: 'Okafor', lastName: 'Okafor' })).toEqual({
      outcome: 'mismatch',
      fields: ['firstName'],
    });

    const dateWrong = await verify({ type: 'NIN', number: FAKE.match, ...person, dateOfBirth: '1994-03-22' });
    expect(dateWrong).toEqual({ outcome: 'mismatch', fields: ['dateOfBirth'] });
    expect(english(identityMessage('NIN', dateWrong))).toBe(
      'The date of birth on that NIN does not match the one you gave. Check it and try again.',
    );
  });

  it.each([
    ['404', FAKE.notFound404],
    ['400', FAKE.notFound400],
    ['404 for a number with no record', '70999999999'],
  ])('maps %s to not found', async (_label, number) => {
    for (const type of TYPES) {
      expect(await verify({ type, number, ...person })).toEqual({ outcome: 'not_found' });
    }
    expect(log.lines).toEqual([]);
  });

  it('maps a rejected key (401) to unavailable and logs a configuration error', async () => {
    const wrongKey = createDojahProvider({
      baseUrl: fake.baseUrl,
      appId: APP_ID,
      secretKey: 'test_sk_revoked',
      logger: log.logger,
    });
    expect(await verify({ type: 'NIN', number: FAKE.match, ...person }, wrongKey)).toEqual({
      outcome: 'unavailable',
      retryable: true,
    });
    expect(fake.seen[0]?.authorization).toBe('test_sk_revoked');
    expect(log.lines).toEqual([
      {
        level: 'error',
        obj: expect.objectContaining({ status: 401, reason: 'configuration', type: 'NIN' }),
        msg: expect.stringContaining('IDENTITY_SECRET_KEY'),
      },
    ]);
  });

  it.each([
    ['a low balance (402)', FAKE.payment402, 402],
    ['a refused service (403)', FAKE.forbidden403, 403],
  ])('maps %s to unavailable and logs it as an error', async (_label, number, status) => {
    expect(await verify({ type: 'BVN', number, ...person })).toEqual({ outcome: 'unavailable', retryable: true });
    expect(log.lines).toMatchObject([{ level: 'error', obj: { status, reason: 'configuration' } }]);
  });

  it.each([
    ['500', FAKE.serverError, 500],
    ['429', FAKE.rateLimited, 429],
    ['424 (NIMC/NIBSS down)', FAKE.failedDependency, 424],
  ])('maps %s to unavailable, logged as a warning', async (_label, number, status) => {
    expect(await verify({ type: 'NIN', number, ...person })).toEqual({ outcome: 'unavailable', retryable: true });
    expect(log.lines).toMatchObject([{ level: 'warn', obj: { status } }]);
  });

  it('maps a 200 without a usable record (no names, not JSON) to unavailable', async () => {
    expect(await verify({ type: 'NIN', number: FAKE.noEntity, ...person })).toEqual({
      outcome: 'unavailable',
      retryable: true,
    });
    expect(await verify({ type: 'BVN', number: FAKE.notJson, ...person })).toEqual({
      outcome: 'unavailable',
      retryable: true,
    });
    expect(log.lines).toMatchObject([
      { level: 'warn', obj: { reason: 'unexpected_answer' } },
      { level: 'warn', obj: { reason: 'unexpected_answer' } },
    ]);
  });

  it('gives up on an answer that never comes once the timeout passes, and closes the request', async () => {
    const impatient = createDojahProvider({
      baseUrl: fake.baseUrl,
      appId: APP_ID,
      secretKey: SECRET,
      logger: log.logger,
      timeoutMs: 100,
    });
    expect(await verify({ type: 'NIN', number: FAKE.slow, ...person }, impatient)).toEqual({
      outcome: 'unavailable',
      retryable: true,
    });
    expect(log.lines).toMatchObject([{ level: 'warn', obj: { reason: 'timeout', timeoutMs: 100 } }]);
    // The request is abandoned, not left open against a provider that hangs.
    await vi.waitFor(() => expect(fake.abandoned).toEqual(['/api/v1/kyc/nin']));
  });

  it('maps a server that cannot be reached to unavailable', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const unreachable = createDojahProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      appId: APP_ID,
      secretKey: SECRET,
      logger: log.logger,
    });
    expect(await verify({ type: 'BVN', number: FAKE.match, ...person }, unreachable)).toEqual({
      outcome: 'unavailable',
      retryable: true,
    });
    expect(log.lines).toMatchObject([{ level: 'warn', obj: { reason: 'network' } }]);
  });

  it('sends nothing for a malformed number, and its error does not repeat the number', async () => {
    for (const number of ['7012345678', '701234567890', '7012345678x']) {
      const error = await dojah.verify({ type: 'NIN', number, ...person }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdentityInputError);
      expect(english((error as IdentityInputError).said)).toBe('NIN must be 11 digits.');
      expect(JSON.stringify(error)).not.toContain(number);
    }
    expect(fake.seen).toEqual([]);
  });

  it('is chosen by IDENTITY_PROVIDER=dojah with the base URL and keys from the environment', async () => {
    const config = loadConfig({
      IDENTITY_PROVIDER: 'dojah',
      IDENTITY_BASE_URL: fake.baseUrl,
      IDENTITY_APP_ID: APP_ID,
      IDENTITY_SECRET_KEY: SECRET,
    });
    const provider = createIdentityProvider(config, log.logger);
    expect(provider.name).toBe('dojah');
    expect(await verify({ type: 'BVN', number: FAKE.match, ...person }, provider)).toMatchObject({
      outcome: 'verified',
      provider: 'dojah',
    });
    expect(fake.seen).toMatchObject([{ path: '/api/v1/kyc/bvn/full', appId: APP_ID, authorization: SECRET }]);
  });

  it('accepts a Fastify logger', () => {
    const fastifyLogger = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    expect(
      createDojahProvider({ baseUrl: fake.baseUrl, appId: APP_ID, secretKey: SECRET, logger: fastifyLogger }).name,
    ).toBe('dojah');
  });
});

describe('identity: configuration', () => {
  it('defaults to the sandbox and to Dojah’s production URL', () => {
    const config = loadConfig({});
    expect(config.IDENTITY_PROVIDER).toBe('sandbox');
    expect(config.IDENTITY_BASE_URL).toBe('https://api.dojah.io');
  });

  it('stops start-up when Dojah is chosen without its keys, naming them', () => {
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'dojah' })).toThrow(
      /IDENTITY_APP_ID: .*IDENTITY_APP_ID and IDENTITY_SECRET_KEY/,
    );
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'dojah', IDENTITY_APP_ID: 'app' })).toThrow(/IDENTITY_SECRET_KEY:/);
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'smile' })).toThrow(/IDENTITY_PROVIDER:/);
    expect(() => loadConfig({ IDENTITY_BASE_URL: 'api.dojah.io' })).toThrow(/IDENTITY_BASE_URL:/);
  });
});

describe('identity: what is stored instead of the number', () => {
  const secret = 'a'.repeat(43);

  it('is a stable 64-hex HMAC that differs by type and by secret, plus the last four digits', () => {
    const first = identityFingerprint(secret, 'NIN', '12345678901');
    expect(first).toEqual(identityFingerprint(secret, 'NIN', '12345678901'));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain('12345678901');
    expect(first.lastFour).toBe('8901');
    expect(identityFingerprint(secret, 'BVN', '12345678901').hash).not.toBe(first.hash);
    expect(identityFingerprint('b'.repeat(43), 'NIN', '12345678901').hash).not.toBe(first.hash);
    expect(identityFingerprint(secret, 'NIN', '12345678902').hash).not.toBe(first.hash);
  });

  it('takes only 11 digits', () => {
    expect(lastFour('00000001234')).toBe('1234');
    expect(() => lastFour('1234')).toThrow(IdentityInputError);
    expect(() => identityFingerprint(secret, 'BVN', '1234567890')).toThrow(IdentityInputError);
  });
});
