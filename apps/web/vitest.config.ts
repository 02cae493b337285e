import { defineConfig } from 'vitest/config';

// `npm run test -w apps/web`: both web projects. The root vitest.config.ts lists the same two files.
export default defineConfig({
  // A worker per core, as at the root (decision 0087).
  test: { maxWorkers: '100%', projects: ['vitest.dom.config.ts', 'vitest.node.config.ts'] },
});
