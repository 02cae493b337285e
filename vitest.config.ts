import { defineConfig } from 'vitest/config';

// `npm run test:unit`: one Vitest run over every workspace, each project with its own config (decision 0070). The web
// app's tests are two projects, listed by file (its vitest.config.ts only lists them, for `npm run test -w apps/web`).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web/vitest.dom.config.ts', 'apps/web/vitest.node.config.ts'],
  },
});
