import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { applyCatalogue, loadCatalogue } from '../lib/i18n';

// jsdom has no matchMedia; the layouts ask it whether the screen is wide. Answer "narrow", never changing.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Pages load their code lazily and Vitest transforms it on first use: on a busy 2-core machine that can take
// seconds, so waiting for what a page shows gets longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The jsdom window outlives the file (src/test/fresh-file.ts): what the app writes to it goes back to a new window's
// state when the file ends, so the next file cannot read the language, the address or a cookie this one left.
afterAll(() => {
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app writes them this way too
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});

// The app loads the shared catalogue (the schemas' and the server's messages, by code) as it starts: so do the
// tests, so a message given by code reads in English at once (decision 0092).
applyCatalogue(await loadCatalogue('en', ['shared']));
