import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env';
import { loadSecrets } from '../config/secrets';
import { DatabaseBusyError, openDatabase } from '../db/client';
import { pgliteDir } from '../db/location';
import { runMigrations } from '../db/migrate';

import { type DevOutboxEntry, devOutboxQuerySchema, listDevOutbox } from '../modules/outbox/service';
import { fail } from './open-database';
import { askRunningServer } from './running-server';

/**
 * `npm run outbox [-- --to EMAIL] [--limit N]`: prints the mail the dev outbox kept (no SMTP_URL), newest
 * first, with each code: how a person running the platform without a mail server reads the code of a sign-up.
 * Like admin:create it works whether or not the platform is running, and only for someone who can read
 * DATA_DIR (decision 0019).
 */
const { values } = parseArgs({ options: { to: { type: 'string' }, limit: { type: 'string', default: '10' } } });
const query = devOutboxQuerySchema.safeParse({ to: values.to, limit: values.limit });
if (!query.success) fail(`--to or --limit: ${query.error.issues[0]?.message ?? 'invalid'}`);
const { to, limit } = query.data;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
if (config.SMTP_URL) {
  process.stdout.write('SMTP_URL is set, so mail is sent, not kept: there is no dev outbox to read.\n');
  process.exit(0);
}

let entries: DevOutboxEntry[];
let through = '';
try {
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: pgliteDir(config.dataDir), poolSize: 2 });
  entries = await runMigrations(database)
    .then(() => listDevOutbox(database.db, loadSecrets(config.dataDir, config).appSecret, to, limit))
    .finally(() => database.close());
} catch (err) {
  if (!(err instanceof DatabaseBusyError)) fail(err instanceof Error ? err.message : String(err));
  const search = new URLSearchParams({ limit: String(limit), ...(to ? { to } : {}) });
  entries = (await askRunningServer<DevOutboxEntry[]>(config, `/outbox?${search}`)).data ?? [];
  through = ' (through the running server)';
}

process.stdout.write(`${describeEntries(entries, to)}${through}\n`);

function describeEntries(list: DevOutboxEntry[], recipient: string | undefined): string {
  const whose = recipient ? ` to ${recipient}` : '';
  if (list.length === 0) return `No mail${whose} in the dev outbox yet.`;
  const shown = list.map((entry) =>
    [
      `To ${entry.to} · ${new Date(entry.created_at).toLocaleString('en-NG', { timeZone: 'Africa/Lagos' })}`,
      `Subject: ${entry.subject}`,
      ...(entry.otp ? [`Code: ${entry.otp}`] : []),
      '',
      entry.text.trim(),
    ].join('\n'),
  );
  return `Mail kept in the dev outbox${whose} (no SMTP_URL is set), newest first:\n\n${shown.join('\n\n----\n\n')}`;
}
