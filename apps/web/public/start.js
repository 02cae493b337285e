/*
 * Starts the web app on a page the server rendered, once the phone has shown it (decision 0120).
 *
 * The server writes this tag in place of the app's module script and modulepreload links:
 *   <script defer src="/start.js" data-entry="/assets/index-….js" data-preload="/assets/a.js /assets/b.js"></script>
 * On a slow connection every byte of script fetched before the page is painted shares the line with the page's
 * style sheet and first picture, and script that runs before the first paint holds it back. The page reads and its
 * links work without the app, so the app's files are asked for only after the page has loaded (its style sheet and
 * first picture) and a frame has been drawn, and at the latest a few seconds after the HTML was read (a picture
 * that never finishes loading does not keep the app from starting).
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

  /** After the next frame is drawn: requestAnimationFrame runs before it is painted, the timeout after. */
  function afterNextFrame() {
    requestAnimationFrame(() => setTimeout(start, 0));
  }

  // A page opened in a background tab paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') start();
  else if (document.readyState === 'complete') afterNextFrame();
  else {
    window.addEventListener('load', afterNextFrame, { once: true });
    setTimeout(start, 3000);
  }
})();
