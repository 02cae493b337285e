import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared';

// Tests that need a DOM: every `*.test.tsx`, and `*.dom.test.ts` for the few without JSX.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      name: 'web:dom',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
