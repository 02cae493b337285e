import type { Socket } from 'node:net';
import { messageRef } from '@creative-ng/shared/i18n/codes';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/env';
import { AppError } from './errors';

/**
 * Security headers (a CSP that allows no inline script), response compression, and the rate limiter.
 * The limiter is off by default: a feature turns it on per route with `config: { rateLimit: { max, timeWindow } }`.
 * With REDIS_URL set, counts are shared by every instance; otherwise they live in this process.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
  // Uploaded images are addressed by absolute URL (PUBLIC_URL or S3_PUBLIC_URL); the page may be opened
  // under another name of the same server (127.0.0.1 vs localhost), so allow those origins explicitly.
  const mediaOrigins = [config.publicUrl, config.S3_PUBLIC_URL]
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u).origin);
  const frameOrigins = [config.FUNDING_FORM_URL].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries set inline styles; styles cannot run code, scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: frameOrigins.length ? frameOrigins : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // A client can be gone before its request reaches a limiter (a body the HTTP parser refuses after the headers, a
  // phone that loses its network during the session lookup). Node forgets a closed connection's address unless it
  // was read while the connection was open, and `request.ip` would be undefined: the limiter failed on it and the
  // request was logged as a 500. Node keeps the address once read, so it is read as each connection opens.
  app.server.on('connection', (socket: Socket) => {
    socket.remoteAddress;
  });

  await app.register(rateLimit, {
    global: false,
    // Counts kept in this process: room for many addresses at once, so a flood of new keys cannot push out
    // the counts of an attack in progress.
    cache: 100_000,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
}

/** 429 with Retry-After and 'Too many attempts. Please wait N seconds…' in the reader's language. */
export function tooManyAttempts(seconds: number): AppError {
  const wait = Math.max(1, seconds);
  return new AppError('RATE_LIMITED', messageRef('api.tooManyAttempts', { seconds: wait }), undefined, {
    'retry-after': String(wait),
  });
}
