import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageLanguage } from '../modules/previews/routes';

/*
 * Server rendering of the public pages (decision 0089). The web app's server build (apps/web/dist-ssr, made by
 * `npm run build -w apps/web`) renders a page as a signed-out visitor sees it, in the reader's language, calling
 * this API in-process (`inject`, as a visitor: no cookie, no token); the page's HTML and its data for hydration go
 * into the shell. The render is time-boxed and bounded in number: whatever goes wrong, the shell is served as
 * before, never an error.
 */

export const serverRenderLimits = {
  /** The longest a page's data may take; past it the shell is served. */
  timeoutMs: 1500,
  /** Pages rendered at once at most; more requests get the shell at once, so rendering never queues. */
  concurrency: 8,
};

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
interface ServerRenderer {
  renderPage(options: {
    url: string;
    language: string;
    api: ApiTransport;
    timeoutMs: number;
  }): Promise<{ html: string; state: string } | null>;
}

/** The server build, imported again when a new build replaces it (no restart needed). */
let loaded: { file: string; mtimeMs: number; renderer: Promise<ServerRenderer> } | undefined;
function loadRenderer(file: string): Promise<ServerRenderer> | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
    const renderer = import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerRenderer>;
    // A failed import is tried again with the next page.
    renderer.catch(() => {
      if (loaded?.renderer === renderer) loaded = undefined;
    });
    loaded = { file, mtimeMs, renderer };
  }
  return loaded.renderer;
}

/** Loads the server build ahead of the first page (it is a few MB of JavaScript). */
export function preloadRenderer(file: string): void {
  loadRenderer(file)?.catch(() => undefined);
}

/** The web app's API client, answered in-process, as a visitor, in the page's language. GETs of /api only. */
function inProcessApi(app: FastifyInstance, request: FastifyRequest, language: string): ApiTransport {
  return async (path, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !path.startsWith('/api/')) throw new Error(`Not sent while rendering: ${method} ${path}`);
    const res = await app.inject({
      method: 'GET',
      url: path,
      // The reader's address, so per-address limits count their requests, not the server's.
      remoteAddress: request.ip,
      headers: { accept: 'application/json', 'accept-language': language },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

/** The shell with the rendered page in #root and its hydration data beside it; the shell unchanged without a root. */
export function withRenderedRoot(html: string, page: { html: string; state: string }): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  return (
    html
      .replace(
        root,
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="cng-ssr">${page.state}</script>`,
      )
      // The page reads without JavaScript: the note that it needs it would be wrong.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '')
  );
}

let rendering = 0;

function hasCookie(request: FastifyRequest, name: string, value: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=${value}(?:;|$)`).test(request.headers.cookie ?? '');
}

/**
 * A device in low-data mode (the web app's `cng_data_saver` cookie, or the browser's Save-Data) gets the shell: a
 * rendered page's pictures would download in full before the app could draw their small copies.
 */
function savesData(request: FastifyRequest): boolean {
  return (
    hasCookie(request, 'cng_data_saver', 'on') || String(request.headers['save-data'] ?? '').toLowerCase() === 'on'
  );
}

/**
 * A device where someone is signed in (the web app's `cng_member` marker: no session, which stays in the device's
 * storage) gets the shell (decision 0104): the rendered page would be the visitor's, and the app would draw the
 * member's over it a moment later, losing a tap made in between.
 */
function signedIn(request: FastifyRequest): boolean {
  return hasCookie(request, 'cng_member', '1');
}

/**
 * The page's HTML rendered on the server into `shell`, or `shell` as it is: for a route the web app does not
 * render on the server, a visitor may not see, a failure, a render over its time, or too many renders at once.
 */
export async function renderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  shell: string,
  serverEntry: string,
): Promise<string> {
  if (
    request.method !== 'GET' ||
    rendering >= serverRenderLimits.concurrency ||
    savesData(request) ||
    signedIn(request)
  )
    return shell;
  const renderer = loadRenderer(serverEntry);
  if (!renderer) return shell;
  rendering += 1;
  try {
    const language = pageLanguage(request);
    const page = await (await renderer).renderPage({
      url: new URL(request.url, `${request.protocol}://${request.host}`).href,
      language,
      api: inProcessApi(app, request, language),
      timeoutMs: serverRenderLimits.timeoutMs,
    });
    return page ? withRenderedRoot(shell, page) : shell;
  } catch (error) {
    request.log.warn({ err: error }, 'The page could not be rendered on the server; the shell was served.');
    return shell;
  } finally {
    rendering -= 1;
  }
}
