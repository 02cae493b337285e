import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../src/modules/sessions/service';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import {
  buildRequest,
  countChanges,
  edgesOf,
  type FuzzOperation,
  type Hostile,
  hintsFromReference,
  hostileValue,
  hostileWholeBody,
  type Identity,
  type KnownIds,
  operationsOf,
  placement,
  rowCounts,
  schemaOf,
  seedFor,
  send,
  type Target,
  targetName,
  targetsOf,
} from './helpers/fuzz';
import { listingHelpers } from './helpers/listings';

/**
 * Every operation of the OpenAPI document the API serves, under hostile input (helpers/fuzz.ts): each body field,
 * form field, query and path parameter in turn, anonymously and as a signed-in member of each kind the route lets
 * in, over real HTTP. It fails on any 5xx, on a connection reset or left without an answer, and on any change to
 * the row count of any table across a refused (4xx) request.
 *
 * CI runs FUZZ_RUNS (1) generated case per target with the fixed FUZZ_SEED; `npm run fuzz -w apps/api -- --runs N`
 * runs more (and `--seed`, `--only` to replay one operation).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
const ROLES = ['user', 'business', 'partner', 'admin'] as const;

/** A harmless value for a query parameter no route reads: the request is as plausible as the fuzz can make it. */
const PLAIN: Hostile = { label: 'plain', json: '"fuzz"', text: 'fuzz' };

/** Tokens no session has: empty, cut, padded, a real one with more after it, 8 KB, another scheme. */
const FORGED: ((real: string) => string)[] = [
  () => 'Bearer',
  () => 'Bearer ',
  (real) => `Bearer ${real.slice(0, -1)}`,
  (real) => `Bearer ${real}x`,
  (real) => `Bearer  ${real}`,
  (real) => `bearer ${real.toUpperCase()}`,
  () => `Bearer ${'x'.repeat(8000)}`,
  () => 'Basic YWRtaW46YWRtaW4=',
  () => 'null',
];

/** Every uuid under an `id` key (or `*_id`) of an answer. */
function idsIn(body: string): string[] {
  const ids: string[] = [];
  const walk = (value: unknown, key: string, depth: number) => {
    if (depth > 6) return;
    if (typeof value === 'string' && /(^|_)id$/.test(key) && /^[0-9a-f-]{36}$/.test(value)) ids.push(value);
    else if (Array.isArray(value)) for (const item of value.slice(0, 5)) walk(item, key, depth + 1);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, depth + 1);
  };
  try {
    walk(JSON.parse(body), '', 0);
  } catch {
    // Not JSON: no ids.
  }
  return ids;
}

describe('every operation under hostile input', () => {
  const app = useTestApp();
  const { partner, creative, upload } = listingHelpers(app);
  const db = () => app().database.handle.db;
  let baseUrl = '';
  const statuses = new Map<number, number>();
  /** Operations that accepted at least one request (a 2xx or 3xx): how deep the fuzz reaches. */
  const accepted = new Set<string>();
  const tokens = new Map<string, string>();
  const images = new Map<string, string>();
  const known: KnownIds = { uuids: [] };
  let counted: Record<string, number> | undefined;

  /** A member of each kind: a creative with a profile, a business, an approved partner with a profile, an admin. */
  async function signIn(role: (typeof ROLES)[number]) {
    const signed =
      role === 'user'
        ? await creative('Fuzz')
        : role === 'partner'
          ? await partner('Fuzz Partner')
          : await signedInAccount(db(), role);
    tokens.set(role, signed.token);
    known.uuids.push(signed.account.id);
    images.set(role, await upload(signed.token, 'general'));
  }

  /**
   * Creates something with every operation that creates (a post, a listing, a product, an order, a conversation...),
   * as its first role with plausible values, so that the ids in its answer are tried in path and body id fields.
   */
  async function createSomething(operations: FuzzOperation[]) {
    // Twice: the second time, what the first made (a product) lets more through (an order, a conversation, a report).
    for (const op of [...operations, ...operations]) {
      if (op.method !== 'post' || op.params.length > 0 || !op.roles.length) continue;
      const role = op.roles[0] as string;
      known.image = images.get(role);
      const request = buildRequest(op, { in: 'query', name: 'fuzz' }, PLAIN, 'value', known, 1);
      const answer = await send(baseUrl, request, tokens.get(role));
      if (answer.status < 300) {
        const ids = idsIn(answer.body);
        known.uuids.push(...ids);
        known.created = [...(known.created ?? []), { path: op.path, ids }];
      }
    }
    await keepSignedIn();
  }

  /** Signs in again any member whose session a request ended (sign-out, account deleted, blacklisted). */
  async function keepSignedIn() {
    for (const role of ROLES) {
      const token = tokens.get(role);
      if (!token || !(await findSession(db(), token))) {
        await signIn(role);
        counted = undefined;
      }
    }
  }

  beforeAll(async () => {
    baseUrl = await app().app.listen({ port: 0, host: '127.0.0.1' });
    for (const role of ROLES) await signIn(role);
  });

  async function attack(
    op: FuzzOperation,
    target: Target,
    hostile: Hostile,
    where: Parameters<typeof buildRequest>[3],
    who: Identity,
    pick: number,
  ) {
    known.image = who ? images.get(who) : undefined;
    const request = buildRequest(op, target, hostile, where, known, pick);
    const token =
      who === 'forged' ? FORGED[pick % FORGED.length]?.(tokens.get('user') ?? '') : who ? tokens.get(who) : undefined;
    // The counts after the last request stand for the counts before this one, unless something was written since.
    // A read is no write: it is not counted (but if it is accepted, the next write counts again, to be sure).
    const reading = op.method === 'get';
    if (!counted && !reading) {
      await app().app.outbox.drain();
      counted = await rowCounts(db());
    }
    const before = counted;
    const answer = await send(baseUrl, request, token).catch((err: Error) => {
      throw new Error(`${request.describe} as ${who ?? 'visitor'}: ${err.message}`);
    });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status < 400) accepted.add(`${op.method} ${op.path}`);
    if (answer.status >= 500) {
      throw new Error(`${request.describe} as ${who ?? 'visitor'}: ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    if (reading) {
      if (answer.status < 400) counted = undefined;
      return;
    }
    await app().app.outbox.drain();
    const after = await rowCounts(db());
    counted = after;
    const changed = countChanges(before ?? {}, after);
    if (answer.status >= 400 && changed.length > 0) {
      throw new Error(
        `${request.describe} as ${who ?? 'visitor'}: refused ${answer.status} but wrote (${changed.join(', ')})`,
      );
    }
    if (answer.status < 300 && op.method !== 'get') await keepSignedIn();
  }

  it(
    'answers every hostile request with a status below 500, on an open connection, and writes nothing it refuses',
    async () => {
      const doc = (await app().app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3.Document;
      known.hints = hintsFromReference((await app().app.inject({ method: 'GET', url: '/api/reference' })).json().data);
      const operations = operationsOf(doc).filter((op) => !ONLY || ONLY.test(`${op.method.toUpperCase()} ${op.path}`));
      await createSomething(operationsOf(doc));
      expect(operations.length).toBeGreaterThan(ONLY ? 0 : 100);
      const findings: string[] = [];
      let requests = 0;
      for (const op of operations) {
        const who: Identity[] = op.roles.length ? [null, 'forged', ...op.roles] : [null, 'forged', 'user'];
        const targets = targetsOf(op);
        // An operation with nothing to attack is still called with plausible values, by everyone.
        if (targets.length === 0) targets.push({ in: 'query', name: '__proto__' });
        for (const target of targets) {
          const edges = edgesOf(schemaOf(op, target));
          const values =
            target.in === 'whole-body'
              ? hostileWholeBody
              : edges.length
                ? fc.oneof(hostileValue, fc.constantFrom(...edges))
                : hostileValue;
          try {
            await fc.assert(
              fc.asyncProperty(
                values,
                placement,
                fc.constantFrom(...who),
                fc.nat(1000),
                async (hostile, where, identity, pick) => {
                  requests += 1;
                  await attack(op, target, hostile, where, identity, pick);
                },
              ),
              {
                numRuns: RUNS,
                seed: seedFor(SEED, `${op.method} ${op.path} ${targetName(target)}`),
                endOnFailure: true,
              },
            );
          } catch (err) {
            const cause = (err as Error).cause;
            const finding = cause instanceof Error ? cause.message : (err as Error).message.slice(0, 500);
            // Said at once, so that a long run cut short still shows what it found.
            console.error(`fuzz finding: ${finding}`);
            findings.push(finding);
          }
        }
      }
      // What the fuzz stored (marks, edge lengths, odd numbers) must not break a later read: every read, plainly,
      // by everyone it lets in, including the lists, exports and calendar files that show it.
      for (const op of operationsOf(doc)) {
        if (op.method !== 'get' || op.path.endsWith('/events')) continue;
        for (const role of op.roles.length ? op.roles : [null]) {
          known.image = undefined;
          for (const pick of [0, 1]) {
            const request = buildRequest(op, { in: 'query', name: 'fuzz' }, PLAIN, 'value', known, pick);
            const answer = await send(baseUrl, request, role ? tokens.get(role) : undefined);
            requests += 1;
            if (answer.status >= 500) {
              findings.push(
                `reading back: ${request.describe} as ${role ?? 'visitor'}: ${answer.status} ${answer.body.slice(0, 300)}`,
              );
            }
          }
        }
      }
      const idle = operations.filter((op) => !accepted.has(`${op.method} ${op.path}`));
      if (RUNS > 1)
        console.info(
          `fuzz: operations that accepted nothing: ${idle.map((op) => `${op.method.toUpperCase()} ${op.path}`).join(', ')}`,
        );
      console.info(
        `fuzz: ${requests} hostile requests on ${operations.length} operations (seed ${SEED}, ${RUNS} per target); answers: ${[
          ...statuses,
        ]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status} ×${n}`)
          .join(', ')}; ${accepted.size} operations accepted at least one`,
      );
      expect(findings).toEqual([]);
    },
    // Generous: the shared machine can be many times slower than a quiet one.
    300_000 + (RUNS - 1) * 400_000,
  );
});
