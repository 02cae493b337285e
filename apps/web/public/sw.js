/*
 * CreativeNG service worker: the app opens without a connection and repeat visits cost little data.
 *
 * - Pages (navigations): network first; offline, the cached app shell (index.html) so the app itself starts
 *   and says it is offline; if even that is missing, offline.html.
 * - Built assets (/assets/*, content-hashed, never change): cache first, kept to the newest ASSET_LIMIT files.
 * - Icons, manifest, favicon: cache first.
 * - The API and uploaded media are never stored here: personal data stays off the device's cache.
 *
 * Plain JavaScript on purpose: the browser loads this file as it is, and it must not change name between builds.
 */
const SHELL_CACHE = 'cng-shell-v1';
const ASSET_CACHE = 'cng-assets-v1';
const ASSET_LIMIT = 150;
const SHELL = ['/', '/offline.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL);
      // The entry scripts and styles named by the page: cached now so the very next offline start works.
      const html = await (await shell.match('/')).text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      const assetCache = await caches.open(ASSET_CACHE);
      await assetCache.addAll([...new Set(assets)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
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
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, true));
  } else if (SHELL.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE, false));
  }
});

async function page(request) {
  try {
    const response = await fetch(request);
    // Every page is the same index.html: keep the newest copy as the shell.
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put('/', response.clone());
    }
    return response;
  } catch {
    const shell = await caches.open(SHELL_CACHE);
    return (await shell.match('/')) ?? (await shell.match('/offline.html')) ?? Response.error();
  }
}

async function cacheFirst(request, cacheName, trim) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (trim) await trimCache(cache);
  }
  return response;
}

/** Drops the oldest entries beyond the limit (old builds' files), so the cache cannot grow without end. */
async function trimCache(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - ASSET_LIMIT))) await cache.delete(key);
}
