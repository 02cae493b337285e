import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropRunDatabases, preparePgliteTemplate, preparePostgresTemplate } from './helpers/template';

/**
 * Once per test run, before any file: the migrated template each file's database is copied from
 * (test/helpers/template.ts, decision 0066). Declared in vitest.config.ts, so it also runs when the API is one
 * project of a root vitest config.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await preparePostgresTemplate(adminUrl);
    const run = randomBytes(4).toString('hex');
    project.provide('apiTestTemplate', { kind: 'postgres', name: template.name, run });
    return async () => {
      await dropRunDatabases(adminUrl, run);
      await template.release();
    };
  }
  const template = await preparePgliteTemplate();
  project.provide('apiTestTemplate', { kind: 'pglite', dataDir: template.dataDir });
  return template.release;
}
