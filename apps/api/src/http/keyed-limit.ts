import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { englishApiText } from '../i18n/index';
import { AppError } from './errors';

/**
 * A fixed-window counter keyed by something other than the IP (an email address, an account).
 * @fastify/rate-limit runs only one limiter per request, so the per-IP limit stays with it and this
 * one adds the second key. Counts live in Redis when configured (shared by every instance), else here.
 */
export interface KeyedLimitOptions {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | undefined;
  redis?: Redis | undefined;
}

export function keyedLimit(options: KeyedLimitOptions): preHandlerAsyncHookHandler {
  const count = options.redis ? redisCounter(options.redis, options.name) : memoryCounter();
  return async (request, reply) => {
    const key = options.key(request);
    if (!key) return;
    const { hits, resetInMs } = await count(key, options.windowMs);
    if (hits <= options.max) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError('RATE_LIMITED', englishApiText('api.tooManyAttempts', { seconds }), undefined, {
      'retry-after': String(seconds),
    });
  };
}

type Counter = (key: string, windowMs: number) => Promise<{ hits: number; resetInMs: number }>;

function memoryCounter(): Counter {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let lastSweep = Date.now();
  return async (key, windowMs) => {
    const now = Date.now();
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      lastSweep = now;
    }
    const current = windows.get(key);
    const window = current && current.resetAt > now ? current : { hits: 0, resetAt: now + windowMs };
    window.hits += 1;
    windows.set(key, window);
    return { hits: window.hits, resetInMs: window.resetAt - now };
  };
}

function redisCounter(redis: Redis, name: string): Counter {
  return async (key, windowMs) => {
    const redisKey = `keyed-limit:${name}:${key}`;
    const [[, hits], [, ttl]] = (await redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs, 'NX')
      .pttl(redisKey)
      .exec()) as [[null, number], [null, number], [null, number]];
    return { hits, resetInMs: ttl > 0 ? ttl : windowMs };
  };
}
