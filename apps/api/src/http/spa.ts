import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageRef } from '@creative-ng/shared/i18n/codes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** apps/web/dist, found from this file whether the API runs from src or from dist. */
export function defaultWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a deploy is seen at once.
 * Unknown paths get index.html (the app's router decides), except /api/... (JSON 404) and paths
 * with a file extension (a missing /assets/x.js must be a 404, not HTML).
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendError(
        request,
        reply,
        404,
        'NOT_FOUND',
        messageRef('api.noSuchEndpoint', { method: request.method, path: pathname }),
      );
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (wantsPage && indexHtml && fs.existsSync(indexHtml)) return sendIndex(request, reply);
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm start` (it builds what is missing) or `npm run build`.');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

function sendIndex(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
