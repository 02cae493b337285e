import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, PHONE } from './support/browser';

// Browser journeys on @playwright/test (decision 0073): Debian's Chromium (no browser download), one platform per
// worker (support/fixtures.ts), workers in parallel, a trace and a screenshot kept for a failure only.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.test.ts',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers,
  // A retry is a safety net, never a fix: the list reporter marks a test that passed on its retry as flaky,
  // and the summary counts them.
  retries: process.env.E2E_RETRIES === undefined ? 1 : Number(process.env.E2E_RETRIES),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    viewport: PHONE,
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
