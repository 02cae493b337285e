import { parseArgs } from 'node:util';
import { emailField, passwordField } from '@creative-ng/shared';
import type { IssueLike } from '@creative-ng/shared/i18n/codes';
import { ConfigError, loadConfig } from '../config/env';
import { DatabaseBusyError, openDatabase } from '../db/client';
import { pgliteDir } from '../db/location';
import { runMigrations } from '../db/migrate';
import { issueText } from '../i18n/index';
import { createOrResetAdmin } from '../modules/accounts/service';
import { fail } from './open-database';
import { askRunningServer } from './running-server';

/**
 * `npm run admin:create -- --email EMAIL --password PASSWORD`: creates an admin or resets its password.
 * Works whether or not the platform is running: when the server holds the embedded database,
 * the request goes to that server over loopback with the internal key instead.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = emailField().safeParse(values.email ?? '');
const password = passwordField.safeParse(values.password ?? '');
const problem = (issue: IssueLike | undefined) => (issue ? issueText('en', issue) : 'invalid');
if (!email.success) fail(`--email: ${problem(email.error.issues[0])}`);
if (!password.success) fail(`--password: ${problem(password.error.issues[0])}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

try {
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: pgliteDir(config.dataDir), poolSize: 2 });
  await runMigrations(database);
  const result = await createOrResetAdmin(database.db, email.data, password.data).finally(() => database.close());
  process.stdout.write(`${result === 'created' ? 'Admin created' : 'Admin password reset'}: ${email.data}\n`);
} catch (err) {
  if (!(err instanceof DatabaseBusyError)) fail(err instanceof Error ? err.message : String(err));
  await viaRunningServer(email.data, password.data);
}

async function viaRunningServer(adminEmail: string, adminPassword: string): Promise<void> {
  const body = await askRunningServer(config, '/admins', {
    method: 'POST',
    body: { email: adminEmail, password: adminPassword },
  });
  process.stdout.write(`${body.message ?? 'Done.'} ${adminEmail} (through the running server)\n`);
}
