import { defineConfig, mergeConfig } from 'vitest/config';
import { REACT_ENTRY_POINTS } from './preact-runtime';
import shared from './vitest.shared';

// Libraries whose entry point imports everything they have: lucide-react's is some 2,100 modules, radix-ui's 80.
// Bundled once for the DOM tests (cached in node_modules/.vite/vitest until the lockfile or this config changes),
// each test file loads a handful of modules instead of thousands.
const BUNDLED_FOR_TESTS = [
  'lucide-react',
  'radix-ui',
  '@tanstack/react-query',
  'react-router',
  'react-router/dom',
  'sonner',
];

// Tests that need a DOM: every `*.test.tsx`, and `*.dom.test.ts` for the few without JSX.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      name: 'web:dom',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      deps: {
        // The bundles leave React's entry points as imports, for the aliases to send to Preact (one Preact, no React).
        optimizer: {
          client: { enabled: true, include: BUNDLED_FOR_TESTS, exclude: REACT_ENTRY_POINTS },
        },
      },
    },
  }),
);
