import type { Config } from '../config/env';
import { loadSecrets } from '../config/secrets';
import { internalKey } from '../modules/internal/routes';
import { readServerInfo } from '../server-info';
import { fail } from './open-database';

/**
 * Asks the running server of this DATA_DIR to do what a command-line tool cannot while that server holds the
 * embedded database: over loopback, with the internal key only someone who can read DATA_DIR has. Stops the
 * tool with a message when no server answers or it refuses.
 */
export async function askRunningServer<T>(
  config: Config,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown } = { method: 'GET' },
): Promise<{ message?: string; data?: T }> {
  const server = readServerInfo(config.dataDir);
  if (!server) fail('The embedded database is in use, but no running server was found to ask. Try again in a moment.');
  const secrets = loadSecrets(config.dataDir, config);
  const response = await fetch(`${server.url}/api/internal${path}`, {
    method: init.method,
    headers: {
      'x-internal-key': internalKey(secrets.appSecret),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  }).catch((err: unknown) => fail(`Could not reach the running server at ${server.url}: ${String(err)}`));
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
  if (!response.ok) fail(body.message ?? `The running server refused (${response.status}).`);
  return body;
}
