/*
 * CreativeNG service worker: the app opens without a connection and repeat visits cost little data.
 *
 * - Pages (navigations): network first, each page kept under its own address (the newest PAGE_LIMIT), so a
 *   page opened before opens offline with its content (public pages come rendered on the server, with their data;
 *   a signed-in device gets the shell, so no member's data is kept). Offline at an address never opened: the app
 *   shell (the built /index.html, no page in it), so the app starts, draws that page and says it is offline; one
 *   page's content is never served for another address, where it would be hydrated as the wrong page. Failing all
 *   that, offline.html. The shell is fetched again when a page names files the kept shell does not (a new build).
 * - Built assets (/assets/*, content-hashed, never change): cache first, kept to the newest ASSET_LIMIT files.
 * - Icons, manifest, favicon: cache first.
 * - The API and uploaded media are never stored here: personal data stays off the device's cache.
 *
 * Plain JavaScript on purpose: the browser loads this file as it is, and it must not change name between builds.
 */
const SHELL_CACHE = 'cng-shell-v2';
const ASSET_CACHE = 'cng-assets-v1';
const PAGE_CACHE = 'cng-pages-v1';
const PAGE_LIMIT = 30;
const ASSET_LIMIT = 150;
const APP_SHELL = '/index.html';
const SHELL = [APP_SHELL, '/offline.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL);
      // The entry scripts and styles named by the page: cached now so the very next offline start works.
      const assets = entryFiles(await (await shell.match(APP_SHELL)).text());
      const assetCache = await caches.open(ASSET_CACHE);
      await assetCache.addAll(assets);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE, PAGE_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/') || url.pathname.startsWith('/dev/'))
    return;

  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, true));
  } else if (SHELL.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE, false));
  }
});

async function page(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      // After the page is handed over, never before: keeping it reads the whole page.
      event.waitUntil(keepPage(event.request, response.clone()));
    }
    return response;
  } catch {
    const pages = await caches.open(PAGE_CACHE);
    const shell = await caches.open(SHELL_CACHE);
    return (
      (await pages.match(event.request)) ??
      (await shell.match(APP_SHELL)) ??
      (await shell.match('/offline.html')) ??
      Response.error()
    );
  }
}

async function keepPage(request, response) {
  const pages = await caches.open(PAGE_CACHE);
  await pages.put(request, response.clone());
  await trimCache(pages, PAGE_LIMIT);
  await refreshShellFor(response);
}

/** The built files a page's HTML names (its entry script, styles and preloads). */
function entryFiles(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]))];
}

/** Fetches the shell again when `page` names an entry file the kept shell lacks: the site has a new build. */
async function refreshShellFor(page) {
  const shell = await caches.open(SHELL_CACHE);
  const kept = await shell.match(APP_SHELL);
  const keptFiles = kept ? entryFiles(await kept.text()) : [];
  const pageFiles = entryFiles(await page.text());
  if (keptFiles.length > 0 && keptFiles.every((file) => pageFiles.includes(file))) return;
  try {
    await shell.add(APP_SHELL);
  } catch {
    // Offline or failing now: the kept shell stays until the next page.
  }
}

async function cacheFirst(request, cacheName, trim) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (trim) await trimCache(cache, ASSET_LIMIT);
  }
  return response;
}

/** Drops the oldest entries beyond `limit` (old builds' files, pages long unvisited), so no cache grows without end. */
async function trimCache(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}
