import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AUTH_HEADER } from '@creative-ng/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { requestLanguage } from '../i18n/index';

/*
 * Hot public reads served from memory (decision 0028). A route opts in with `config.publicCache`; a visitor's
 * answer (no session; anyone's on a route whose answer is the same for all, decision 0136) is kept as the bytes
 * that were sent, for a few seconds, keyed by the address and the language, and filed under topics ('feed', 'post:<id>'…). Features call `invalidate(topics)` in the same request
 * that changes what those answers show, so a visitor never sees an answer older than the change that made it
 * wrong; the time limit bounds anything no feature reports (an account hidden by an admin, say).
 *
 * The entries live in this process, or in Redis when REDIS_URL is set, so every instance shares them and one
 * instance's invalidation clears them for all.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep visitors' 200 answers of this route for `ttlMs`, filed under these topics; with `when`, only the
     * answers of requests it picks (a list's first pages, say).
     */
    publicCache?: {
      ttlMs: number;
      topics: (request: FastifyRequest) => readonly string[];
      when?: (request: FastifyRequest) => boolean;
      /**
       * The route's answer never depends on who asks (its handler does not read `request.auth`): members' requests
       * are answered from, and fill, the same kept answers as visitors' (decision 0136).
       */
      sameForMembers?: boolean;
      /**
       * Signed-in readers are answered from the visitors' kept answer too, with what is theirs laid over it by this
       * function (their likes, say); without it a signed-in request always goes to the handler.
       */
      forViewer?: (request: FastifyRequest, visitorsAnswer: string) => Promise<string>;
    };
    /** A successful answer of this route changed what answers of these topics show: forget them before replying. */
    invalidates?: (request: FastifyRequest) => readonly string[];
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

/**
 * Where answers are kept: this process, or Redis. `versions` is read before an answer is computed and `set`
 * keeps it only if none of its topics was invalidated meanwhile, so a change made while a slow answer was being
 * computed cannot be hidden behind that answer.
 */
export interface CacheStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  versions(topics: readonly string[]): Promise<string>;
  set(key: string, answer: CachedAnswer, topics: readonly string[], ttlMs: number, versions: string): Promise<void>;
  invalidate(topics: readonly string[]): Promise<void>;
}

export interface ResponseCache {
  /** Forgets every kept answer filed under any of these topics. */
  invalidate(...topics: string[]): Promise<void>;
}

/** The headers a kept answer carries; the rest (security headers, dates) are set afresh for every reply. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'content-language'] as const;

/** An in-process store: at most `maxEntries` answers, the oldest dropped first. */
export function memoryStore(maxEntries = 2000): CacheStore {
  const entries = new Map<string, { answer: CachedAnswer; expires: number; topics: readonly string[] }>();
  const byTopic = new Map<string, Set<string>>();
  const topicVersions = new Map<string, number>();
  const versionsOf = (topics: readonly string[]) => topics.map((topic) => topicVersions.get(topic) ?? 0).join(',');
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const topic of entry.topics) byTopic.get(topic)?.delete(key);
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        forget(key);
        return undefined;
      }
      return entry.answer;
    },
    async versions(topics) {
      return versionsOf(topics);
    },
    async set(key, answer, topics, ttlMs, versions) {
      if (versionsOf(topics) !== versions) return;
      forget(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      entries.set(key, { answer, expires: Date.now() + ttlMs, topics });
      for (const topic of topics) {
        let keys = byTopic.get(topic);
        if (!keys) {
          keys = new Set();
          byTopic.set(topic, keys);
        }
        keys.add(key);
      }
    },
    async invalidate(topics) {
      for (const topic of topics) {
        topicVersions.set(topic, (topicVersions.get(topic) ?? 0) + 1);
        for (const key of [...(byTopic.get(topic) ?? [])]) forget(key);
        byTopic.delete(topic);
      }
    },
  };
}

/** A store that keeps nothing: every request computes its answer (the bench, to see each call's database path). */
export function keepingNothing(): CacheStore {
  return {
    get: async () => undefined,
    versions: async () => '',
    set: async () => {},
    invalidate: async () => {},
  };
}

/**
 * A store every instance shares. Each topic has a version (bumped on invalidation) and a set of the keys filed
 * under it (expiring with them); invalidating bumps the versions and deletes the keys in one script, and an answer
 * is kept only if its topics' versions are still those read before it was computed.
 */
export function redisStore(redis: Redis, prefix = 'cng:cache:'): CacheStore {
  const version = (topic: string) => `${prefix}v:${topic}`;
  const members = (topic: string) => `${prefix}t:${topic}`;
  // KEYS: the versions of the topics, then their key sets. ARGV: the key, the answer, ttl, then expected versions.
  const keepScript = `
    local n = #KEYS / 2
    for i = 1, n do
      if (redis.call('GET', KEYS[i]) or '0') ~= ARGV[3 + i] then return 0 end
    end
    redis.call('SET', ARGV[1], ARGV[2], 'PX', ARGV[3])
    for i = n + 1, #KEYS do
      redis.call('SADD', KEYS[i], ARGV[1])
      redis.call('PEXPIRE', KEYS[i], ARGV[3] * 2)
    end
    return 1`;
  // KEYS: the versions of the topics, then their key sets.
  const forgetScript = `
    local n = #KEYS / 2
    for i = 1, n do redis.call('INCR', KEYS[i]) end
    for i = n + 1, #KEYS do
      for _, key in ipairs(redis.call('SMEMBERS', KEYS[i])) do redis.call('DEL', key) end
      redis.call('DEL', KEYS[i])
    end
    return 0`;
  return {
    async get(key) {
      const raw = await redis.get(prefix + key);
      return raw ? (JSON.parse(raw) as CachedAnswer) : undefined;
    },
    async versions(topics) {
      if (topics.length === 0) return '';
      const values = await redis.mget(...topics.map(version));
      return values.map((value) => value ?? '0').join(',');
    },
    async set(key, answer, topics, ttlMs, versions) {
      const expected = versions === '' ? [] : versions.split(',');
      await redis.eval(
        keepScript,
        topics.length * 2,
        ...topics.map(version),
        ...topics.map(members),
        prefix + key,
        JSON.stringify(answer),
        String(ttlMs),
        ...expected,
      );
    },
    async invalidate(topics) {
      if (topics.length === 0) return;
      await redis.eval(forgetScript, topics.length * 2, ...topics.map(version), ...topics.map(members));
    },
  };
}

type Encoding = 'br' | 'gzip';

/** The encoding the reply would use (the same preference as the compression plugin: br, then gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const COMPRESS_FROM_BYTES = 1024;

/** Compressed copies of the answers kept in this process, made once per answer and encoding. */
const compressed = new WeakMap<CachedAnswer, Partial<Record<Encoding, Buffer>>>();

function compressedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  let copies = compressed.get(answer);
  if (!copies) {
    copies = {};
    compressed.set(answer, copies);
  }
  copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(answer.body);
  return copies[encoding];
}

function sendKept(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.headers(answer.headers);
  reply.header('x-cache', 'hit');
  if (answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  const vary = answer.headers.vary;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(compressedBody(answer, encoding));
}

/** How long a visitor waits for another request computing the same answer before computing it too. */
const WAIT_FOR_OTHER_MS = 2000;

interface Pending {
  key: string;
  topics: readonly string[];
  versions: string;
}
const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * Registers the cache. Call before the compression plugin, so a kept answer is the uncompressed body (the
 * hooks added to each route run in the order their plugins were registered). A store that fails (Redis down)
 * is logged and the request is answered from the database as if nothing were kept.
 */
export function registerResponseCache(app: FastifyInstance, store: CacheStore): void {
  /** Answers being computed now: a burst of visitors for one address waits for the first one's answer. */
  const inFlight = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  /**
   * This request computes the answer to `key` that others wait for, until its reply is closed: sent (the answer is
   * kept by then), or cut off by the visitor leaving. The reply's 'close' comes in both cases; `onResponse` does
   * not run for a client that hung up (http/in-flight.ts). When a load test ends every visitor leaves at once, and
   * a waiting request whose visitor had gone became the lead after its abort hook had run: nothing released it,
   * the address stayed 'being computed', and every later request for it waited `WAIT_FOR_OTHER_MS` and none led
   * again. Only the lead's own entry is removed, never a later lead's.
   */
  const lead = (key: string, reply: FastifyReply) => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const computing = { promise, resolve };
    inFlight.set(key, computing);
    reply.raw.once('close', () => {
      computing.resolve();
      if (inFlight.get(key) === computing) inFlight.delete(key);
    });
  };

  app.decorate('responseCache', { invalidate: (...topics: string[]) => store.invalidate(topics) });

  /**
   * The visitors' answer to a signed-in request's address: the kept one, or, when none is kept, the one a visitor
   * would get (asked in-process without the session, which keeps it for everyone). Undefined when it is not a 200.
   */
  async function visitorsAnswer(request: FastifyRequest): Promise<CachedAnswer | undefined> {
    const kept = await store.get(keyOf(request));
    if (kept) return kept;
    const { [AUTH_HEADER]: _session, 'accept-encoding': _encoding, ...headers } = request.headers;
    const asked = await app.inject({ method: 'GET', url: request.url, headers });
    if (asked.statusCode !== 200) return undefined;
    return { body: asked.body, headers: keptHeaders((name) => asked.headers[name]) };
  }

  /** A signed-in reader's answer made from the visitors' one; on any failure the handler answers as before. */
  async function answerViewer(
    request: FastifyRequest,
    reply: FastifyReply,
    forViewer: (request: FastifyRequest, visitorsAnswer: string) => Promise<string>,
  ) {
    try {
      const answer = await visitorsAnswer(request);
      if (!answer) return;
      const body = await forViewer(request, answer.body);
      reply.headers(answer.headers);
      reply.header('cache-control', 'private, no-store');
      const vary = answer.headers.vary;
      reply.header('vary', vary?.includes(AUTH_HEADER) ? vary : [vary, AUTH_HEADER].filter(Boolean).join(', '));
      reply.header('x-cache', 'viewer');
      return reply.send(body);
    } catch (err) {
      request.log.warn({ err }, "a signed-in reader's answer could not be made from the visitors' one");
    }
  }

  app.addHook('onRoute', (route) => {
    const changes = route.config?.invalidates;
    if (changes) {
      const invalidate = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode < 300) {
          await store.invalidate(changes(request)).catch((err: unknown) => {
            request.log.error({ err }, 'kept answers could not be forgotten; they expire on their own');
          });
        }
        return payload;
      };
      route.onSend = [...asArray(route.onSend), invalidate];
    }
    const options = route.config?.publicCache;
    if (!options) return;
    const lookUp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      if (options.when && !options.when(request)) return;
      if (request.auth && !options.sameForMembers) {
        if (options.forViewer) return answerViewer(request, reply, options.forViewer);
        return;
      }
      const key = keyOf(request);
      try {
        const other = inFlight.get(key);
        if (other) await Promise.race([other.promise, sleep(WAIT_FOR_OTHER_MS)]);
        const answer = await store.get(key);
        if (answer) return sendKept(request, reply, answer);
        const topics = options.topics(request);
        // A request whose visitor left while it waited does not lead: its reply has closed already, so nothing would
        // ever release the others waiting for it.
        if (!inFlight.has(key) && !reply.raw.destroyed) lead(key, reply);
        pendingOf.set(request, { key, topics, versions: await store.versions(topics) });
      } catch (err) {
        request.log.warn({ err }, 'the answer cache could not be read');
      }
      reply.header('x-cache', 'miss');
    };
    const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const pending = pendingOf.get(request);
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers = keptHeaders((name) => reply.getHeader(name));
      await store
        .set(pending.key, { body: payload, headers }, pending.topics, options.ttlMs, pending.versions)
        .catch((err: unknown) => request.log.warn({ err }, 'could not keep an answer in the cache'));
      return payload;
    };
    route.onRequest = [...asArray(route.onRequest), lookUp];
    route.onSend = [...asArray(route.onSend), keep];
  });
}

function keptHeaders(headerValue: (name: string) => unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headerValue(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** Where a visitor's answer is kept: one per language and address. */
const keyOf = (request: FastifyRequest) => `${requestLanguage(request)}|${request.url}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
