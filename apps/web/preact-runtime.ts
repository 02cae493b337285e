import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's (decision 0041): every import of React, its DOM
 * renderer or its JSX runtime — ours and the libraries' — resolves to preact/compat, so a first visit downloads
 * about 10 KB of runtime instead of about 60. The build and the unit tests use the same list, so tests run what
 * ships.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
