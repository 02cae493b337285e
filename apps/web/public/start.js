/*
 * Starts the web app on a page the server rendered, once the phone has shown it (decisions 0120, 0121).
 *
 * The server writes this tag in place of the app's module script and modulepreload links:
 *   <script defer src="/start.js" data-entry="/assets/index-….js" data-preload="/assets/a.js /assets/b.js"></script>
 * On a slow connection every byte of script fetched before the page is painted shares the line with the page's
 * style sheet and first picture, and script that runs before the first paint holds it back. The page reads and its
 * links work without the app, so the app's files are asked for only after the page has loaded (its style sheet and
 * first picture) and the browser has reported its first paint and, on a page with a prioritised first picture, that
 * picture's paint (the phone may put a frame on screen well after drawing it); at the latest a few seconds after the
 * HTML was read (a picture that never finishes loading does not keep the app from starting).
 *
 * Plain JavaScript on purpose, like sw.js: it runs before any of the app, and the service worker keeps it under
 * this name for pages opened offline.
 */
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;

  function start() {
    if (started) return;
    started = true;
    // The entry and every file it imports at once are fetched side by side, not one round trip after another.
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  }

  /** Resolves once the browser has reported a paint entry of `type` that `wanted` accepts (at once if it cannot). */
  function painted(type, wanted) {
    return new Promise((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return resolve();
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some(wanted)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type, buffered: true });
    });
  }

  async function whenShown() {
    await painted('paint', (entry) => entry.name === 'first-contentful-paint');
    // The page's prioritised first picture (a post's, a product's), loaded by now, once it is on the screen; if it
    // is not the largest thing on the page the browser never reports it, and the picture's wait ends after 1 s.
    const picture = document.querySelector('img[fetchpriority="high"]');
    if (picture?.complete) {
      await Promise.race([
        painted('largest-contentful-paint', (entry) => entry.element === picture),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
    }
    start();
  }

  // A page opened in a background tab paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') start();
  else if (document.readyState === 'complete') void whenShown();
  else {
    window.addEventListener('load', () => void whenShown(), { once: true });
    setTimeout(start, 3000);
  }
})();
