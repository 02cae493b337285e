import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { buildRoutes } from '../app/routes';
import { type ApiTransport, setApiTransport } from '../lib/api';
import { type LanguageCode, loadCatalogue } from '../lib/i18n';
import { isLanguage } from '../lib/language';
import { setServerOrigin } from '../lib/origin';
import { SERVER_RENDERED } from './pages';
import { serializeState } from './state';

/*
 * Server rendering of the public pages (decision 0089), run by the API (apps/api/src/http/ssr.ts) from the build
 * in apps/web/dist-ssr. One route table with the browser (buildRoutes): React Router's static handler matches
 * the address and loads the page's module; the page renders as a signed-out visitor sees it, its queries are
 * fetched through the API in-process, and the page renders again with their data, until it asks for nothing new.
 * Anything that does not go to plan (a query fails, the time runs out, a redirect, an error) gives null: the API
 * then serves the shell, as before.
 */

export interface RenderOptions {
  /** The page's absolute address, as the reader opened it (its origin makes the page's share links). */
  url: string;
  /** The reader's language (a code of LANGUAGES). */
  language: string;
  /** Sends one GET of the web app's API client to the API (in-process); for this page only. */
  api: ApiTransport;
  /** The prefetch's time box: past it the page is not rendered. */
  timeoutMs: number;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The JSON for the page's `<script type="application/json" id="cng-ssr">` (see state.ts). */
  state: string;
}

/** Render passes at most: a page whose data asks for more data renders again (the list, then what it shows). */
const MAX_PASSES = 4;

// Each page's API calls go to its own request's transport, and its links to its own origin, however many pages
// render at once.
const rendering = new AsyncLocalStorage<{ api: ApiTransport; origin: string }>();
setApiTransport((path, init) => {
  const page = rendering.getStore();
  return page ? page.api(path, init) : Promise.reject(new Error(`No API for ${path} outside a page render`));
});
setServerOrigin(() => rendering.getStore()?.origin ?? '');

const routes = buildRoutes();

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** Queries the last render asked for and nobody has fetched yet. */
function wanted(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !tried.has(query.queryHash) &&
        isEnabled(query),
    );
}

export async function renderPage(options: RenderOptions): Promise<RenderedPage | null> {
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The clock decides as well as the timer: an in-process database (PGlite) can answer every query before a
  // timer gets its turn, and a render past its time box must still give the shell.
  const deadline = Date.now() + options.timeoutMs;
  const client = createQueryClient();
  // Nothing is collected while the page renders (the client is dropped after it).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, gcTime: Infinity } });
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      expired = true;
      void client.cancelQueries();
      resolve(null);
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([
      rendering.run({ api: options.api, origin: new URL(options.url).origin }, () =>
        render(options, client, () => expired || Date.now() >= deadline),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    client.clear();
  }
}

async function render(options: RenderOptions, client: QueryClient, expired: () => boolean) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(options.url, { headers: { accept: 'text/html' } }));
  // A redirect, or an address no server-rendered route matches: the shell.
  if (context instanceof Response || context.errors) return null;
  const page = context.matches.at(-1)?.route.path;
  if (!page || !SERVER_RENDERED.has(page)) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  // The reader's language, loaded before the first render (the page's features have registered their
  // namespaces as the static handler loaded its module): the words the browser will hydrate with.
  const language: LanguageCode = isLanguage(options.language) ? options.language : 'en';
  const catalogue = await loadCatalogue(language);
  const tree: ReactNode = (
    <AppProviders client={client} catalogue={catalogue}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  const tried = new Set<string>();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = renderToString(tree);
    const next = wanted(client, tried);
    if (next.length === 0) break;
    if (pass === MAX_PASSES - 1) return null;
    for (const query of next) tried.add(query.queryHash);
    // One try each, whatever the query's own retry option (the browser retries; the server has a time box).
    await Promise.all(next.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
    if (expired()) return null;
    // A page the visitor may not see (private, blacklisted, removed: the API refused it) or a failed call is not
    // rendered here: the browser shows what it shows today.
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
  }
  return {
    html,
    state: serializeState({
      path: `${new URL(options.url).pathname}${new URL(options.url).search}`,
      language,
      namespaces: Object.keys(catalogue.namespaces),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(client),
    }),
  };
}
