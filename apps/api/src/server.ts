import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config/env';
import { loadSecrets } from './config/secrets';
import { openDatabase } from './db/client';
import { pgliteDir } from './db/location';
import { runMigrations } from './db/migrate';
import { defaultWebDist } from './http/spa';
import { removeServerInfo, writeServerInfo } from './server-info';

/** The only place that listens. Reads the config, migrates, serves, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const secrets = loadSecrets(config.dataDir, config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: pgliteDir(config.dataDir),
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
  });
  await runMigrations(database);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ config, secrets, database, redis, webDist: config.WEB_DIST_DIR ?? defaultWebDist() });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeServerInfo(config.dataDir);
    // Stop accepting, finish in-flight requests, close the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  // Lets the command-line tools reach this server while it holds the embedded database.
  writeServerInfo(config.dataDir, { pid: process.pid, url: `http://127.0.0.1:${port}` });

  app.log.info(
    { url: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    `CreativeNG is serving at ${config.publicUrl}`,
  );
  warnAboutMail(app.log, config);
}

/** Said at every start, where whoever runs the server reads it: mail that is not sent, and an open outbox. */
function warnAboutMail(log: FastifyBaseLogger, config: Config): void {
  if (config.SMTP_URL) return;
  log.warn(
    'NO EMAIL IS SENT: SMTP_URL is not set. Emails (sign-up, reset and email-change codes included) are kept in the dev outbox; read them with `npm run outbox` (add `-- --to EMAIL` for one address). Set SMTP_URL before real people use this server.',
  );
  if (config.DEV_OUTBOX_PUBLIC) {
    log.warn(
      'DEV_OUTBOX_PUBLIC is on: ANYONE who can reach this server can read every emailed code at /dev/outbox and take over any account. Use it for development and automated tests only.',
    );
  }
}

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nFix the variables above (see .env.example) and start again.\n`);
      process.exit(78);
    }
    throw err;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
