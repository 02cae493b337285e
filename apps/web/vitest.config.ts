import { defineConfig } from 'vitest/config';

// `npm run test -w apps/web`: both web projects. The root vitest.config.ts lists the same two files.
export default defineConfig({
  test: { projects: ['vitest.dom.config.ts', 'vitest.node.config.ts'] },
});
