import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './platform';

/**
 * Once per run, before any worker: builds what is stale (so workers never build at the same time) and makes the
 * run's folder, where the first worker that needs the seeded platform leaves the seeded data for the others to copy.
 * Returns the teardown that removes that folder.
 */
export default async function globalSetup() {
  buildIfStale();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-run-'));
  process.env.CNG_E2E_RUN_DIR = runDir;
  return async () => {
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
