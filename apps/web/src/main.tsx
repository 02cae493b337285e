import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, loadMatchedPages } from './app/router';
import { buildRoutes } from './app/routes';
import { setHydrating, whenHydrated } from './components/HydrateLater';
import { setUnauthorizedHandler } from './lib/api';
import { dataSaverOn } from './lib/dataSaver';
import { type LoadedCatalogue, loadCatalogue } from './lib/i18n';
import { chosenLanguage, isLanguage } from './lib/language';
import { readSession, subscribeSession } from './lib/session';
import { readServerState } from './ssr/state';
import './styles.css';

/** Runs `work` when the phone has nothing else to do (at the latest after 5 s; Safari has no requestIdleCallback). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 2000);
}

/**
 * Gives the browser its turn between the steps of starting the app (a tap, a paint), so that no step adds to one
 * long task: on a slow phone the router, the query cache and the hydration together block input for a second.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The service worker (public/sw.js) keeps the app shell on the phone, so the app opens offline and repeat
// visits download little. Only in a production build: in development it would serve stale modules. Registered once
// the page has loaded and the phone is idle: installing it downloads the shell and the entry files again, which
// would compete with the page's own pictures and script on a slow connection.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // Without it the app works as before, only not offline.
      });
    });
  });
}

/**
 * Low-data mode is a choice kept on the device; the server renders pictures in full, and the browser starts
 * fetching a rendered page's pictures before any script runs. So the server is told (a cookie, like the language's):
 * with it on, pages come as the shell and the app draws the small copies (decision 0089). Kept in step as the app
 * starts, when the choice changes in another tab, and as the page is left (the next page's request carries it).
 */
function tellServerAboutDataSaver() {
  const value = dataSaverOn() ? 'on; max-age=31536000' : '; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value, read by the server (no Cookie Store API on older phones)
  document.cookie = `cng_data_saver=${value}; path=/; SameSite=Lax`;
}
/**
 * Whether someone is signed in on this device, told to the server by a marker cookie (never the session: that stays
 * in the device's storage, decision 0104). With it, pages come as the shell: a server-rendered page is what a
 * visitor sees, and the app would draw the member's page over it a moment later, losing a tap made in between.
 */
function tellServerAboutMember() {
  const value = readSession().accessToken ? '1; max-age=31536000' : '; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain marker, read by the server (no Cookie Store API on older phones)
  document.cookie = `cng_member=${value}; path=/; SameSite=Lax`;
}

function tellServer() {
  tellServerAboutDataSaver();
  tellServerAboutMember();
}
tellServer();
subscribeSession(tellServerAboutMember);
for (const event of ['storage', 'pagehide', 'beforeunload']) window.addEventListener(event, tellServer);
document.addEventListener('visibilitychange', tellServer);

/**
 * A page the server rendered (decision 0089) shows a signed-out visitor in the language it names: the app takes
 * it over as it is (hydration) when this device would show the same, with the server's data, so nothing is fetched
 * again. A signed-in member, a device set to another language or saving data gets the app rendered afresh in its
 * place.
 */
async function start(root: HTMLElement) {
  // The modules have just been evaluated, one long task already: the rest comes after the browser's turn.
  await yieldToBrowser();
  const server = readServerState();
  const routes = buildRoutes();
  // The server renders what a signed-out visitor sees in full, pictures included, in the reader's language: the
  // device's choice, or on a first visit (nothing chosen yet) its browser's, which the app then takes on.
  // (The service worker's offline copy of a page can be another page's: it is then rendered afresh too.)
  const device = chosenLanguage();
  const matches =
    server?.path === `${window.location.pathname}${window.location.search}` &&
    isLanguage(server.language) &&
    (server.language === device || device === 'en') &&
    !readSession().accessToken &&
    !dataSaverOn();
  // The page's own code first, so the page, not the first-load spinner, replaces or takes over the server's HTML;
  // then the words it was rendered with.
  if (server) await loadMatchedPages(routes).catch(() => undefined);
  let catalogue: LoadedCatalogue | undefined;
  if (matches && isLanguage(server.language)) {
    catalogue = await loadCatalogue(server.language, server.namespaces).catch(() => undefined);
  }
  // Without its words (offline, the file did not load) the page is rendered afresh, in what has loaded.
  const hydrating = Boolean(server && matches && catalogue);
  await yieldToBrowser();
  const router = createAppRouter(routes, hydrating ? server?.router : undefined);
  // A 401 anywhere sends the browser to /login (the session is already cleared by then).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  const client = createQueryClient();
  if (hydrating && server) hydrateQueries(client, server.queries);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders client={client} catalogue={catalogue}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) {
    // Parts wrapped in HydrateLater are taken over in later tasks, one each (decision 0103).
    setHydrating(true);
    hydrateRoot(root, app);
    setHydrating(false);
    // Said once every part is the app's: a tap before then may land on a part still the server's.
    await whenHydrated();
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // How the app took the page: 'hydrated' (the server's HTML kept) or 'rendered' (for tests and support).
  root.dataset.app = hydrating ? 'hydrated' : 'rendered';
}

void start(container);
