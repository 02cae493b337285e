import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageRef } from '@creative-ng/shared/i18n/codes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';
import { preloadRenderer, renderedPage } from './ssr';

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

/** Turns the built index.html into one page's HTML (its title, language and link preview tags). */
export type PageRenderer = (request: FastifyRequest, indexHtml: string) => Promise<string>;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a deploy is seen at once.
 * Unknown paths get index.html (the app's router decides), except /api/... (JSON 404) and paths
 * with a file extension (a missing /assets/x.js must be a 404, not HTML). With a renderer, each page's copy of
 * index.html is made by it (`/` too).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  renderPage?: PageRenderer,
): Promise<void> {
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      // `/` is a page like any other: the not-found handler below serves it.
      index: renderPage ? false : 'index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Browsers ask for /favicon.ico where a page names no icon (a JSON answer opened in a tab, say); ours is SVG.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
    if (renderPage) {
      preloadRenderer(serverEntryOf(indexHtml));
      app.get('/', { schema: { hide: true } }, (request, reply) =>
        sendPage(app, request, reply, indexHtml, renderPage),
      );
    }
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
    if (wantsPage && indexHtml && fs.existsSync(indexHtml)) {
      return renderPage ? sendPage(app, request, reply, indexHtml, renderPage) : sendIndex(request, reply);
    }
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

/** index.html as built, read again only when the file changes (a new build is served without a restart). */
let shell: { file: string; mtimeMs: number; html: string } | undefined;
async function readShell(file: string): Promise<string> {
  const { mtimeMs } = await fs.promises.stat(file);
  if (shell?.file !== file || shell.mtimeMs !== mtimeMs) {
    shell = { file, mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
  }
  return shell.html;
}

/** Route path → its pattern and the script files of its first load, from the web build's dist/build-report.json. */
type RouteFiles = { pattern: RegExp; scripts: string[] }[];
let report: { file: string; mtimeMs: number; routes: RouteFiles } | undefined;

async function readRouteFiles(file: string): Promise<RouteFiles> {
  const mtimeMs = await fs.promises.stat(file).then(
    (stat) => stat.mtimeMs,
    () => -1,
  );
  if (report?.file === file && report.mtimeMs === mtimeMs) return report.routes;
  let routes: RouteFiles = [];
  if (mtimeMs >= 0) {
    try {
      const parsed = JSON.parse(await fs.promises.readFile(file, 'utf8')) as {
        routes?: Record<string, { files?: unknown }>;
      };
      routes = Object.entries(parsed.routes ?? {}).map(([route, cost]) => ({
        pattern: new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
        scripts: (Array.isArray(cost.files) ? cost.files : []).filter(
          (name): name is string => typeof name === 'string' && /^assets\/[\w.-]+\.js$/.test(name),
        ),
      }));
    } catch {
      // A build without a readable report: pages are served without the route's preloads.
    }
  }
  report = { file, mtimeMs, routes };
  return routes;
}

/**
 * The page's own scripts as modulepreload links (decision 0080): the browser fetches the route's chunk and its
 * imports with the entry instead of after the entry has run and asked for them. Only what this route's first load
 * needs (the web build's report lists it), and nothing index.html already names.
 */
export async function withRoutePreloads(html: string, pathname: string, reportFile: string): Promise<string> {
  const route = (await readRouteFiles(reportFile)).find((candidate) => candidate.pattern.test(pathname));
  const links = (route?.scripts ?? [])
    .filter((name) => !html.includes(`/${name}"`))
    .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`);
  return links.length === 0 ? html : html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
}

/** The web app's server build (decision 0089), beside its dist: apps/web/dist-ssr/entry-server.js. */
function serverEntryOf(indexHtml: string): string {
  return path.join(path.dirname(indexHtml), '..', 'dist-ssr', 'entry-server.js');
}

async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  render: PageRenderer,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  const html = await withRoutePreloads(
    await renderedPage(app, request, await render(request, await readShell(file)), serverEntryOf(file)),
    pathname,
    path.join(path.dirname(file), 'build-report.json'),
  );
  // Worded in the reader's language (a cookie, else Accept-Language): caches keep one copy per language.
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(html);
}
