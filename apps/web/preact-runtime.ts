import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's (decision 0041): every import of React, its DOM
 * renderer or its JSX runtime — ours and the libraries' — resolves to preact/compat, so a first visit downloads
 * about 10 KB of runtime instead of about 60. The build and the unit tests use the same list, so tests run what
 * ships.
 */
const REACT_TO_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** The React entry points that become Preact. */
export const REACT_ENTRY_POINTS = Object.keys(REACT_TO_PREACT);

export const PREACT_ALIASES: Alias[] = Object.entries(REACT_TO_PREACT).map(([react, preact]) => ({
  find: new RegExp(`^${react.replaceAll('/', '\\/')}$`),
  replacement: preact,
}));
