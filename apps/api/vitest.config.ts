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
    // A worker runs its files one after another in one module graph instead of a fresh one per file: the platform's
    // modules (Fastify, Drizzle, sharp, PGlite's WebAssembly) load once per worker, not once per file, which was
    // half of the API tests' time (decision 0087). Each file still has its own app and database; a file that changes
    // something global (process.env, a spy) puts it back in its afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
