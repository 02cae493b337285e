import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates once per run into a template that each file's database is copied from (decision 0066). An absolute
    // path, so it holds as well when this config is a project of a root vitest config.
    globalSetup: [fileURLToPath(new URL('./test/global-setup.ts', import.meta.url))],
    // Each file gets its own database; files run in parallel on separate workers.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
