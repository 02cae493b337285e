import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared';

// Tests without a DOM (`*.test.ts`) run in Node: no jsdom to start per file. One that reaches for `window`,
// `document` or storage fails at once and names the fix (src/test/no-dom.ts).
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      name: 'web:node',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.dom.test.ts'],
      setupFiles: ['src/test/no-dom.ts'],
    },
  }),
);
