import { defineConfig } from 'vitest/config';

// `npm run test:unit`: one Vitest run over every workspace, each project with its own config (decision 0070). The web
// app's tests are two projects, listed by file (its vitest.config.ts only lists them, for `npm run test -w apps/web`).
export default defineConfig({
  test: {
    // A worker per core (Vitest's default is cores − 1: one test file at a time on a 2-core machine). The tests wait
    // on PostgreSQL, jsdom and the file system as much as they compute, so the second core is not left idle.
    // VITEST_MAX_WORKERS or --maxWorkers overrides it. Only here: a project that set its own would clash with a
    // --maxWorkers given on the command line, so the API's `npm run test` passes it instead (decision 0087).
    maxWorkers: '100%',
    projects: ['packages/shared', 'apps/api', 'apps/web/vitest.dom.config.ts', 'apps/web/vitest.node.config.ts'],
  },
});
