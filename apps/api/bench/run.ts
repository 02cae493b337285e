import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { loadSecrets } from '../src/config/secrets';
import { openDatabase } from '../src/db/client';
import { pgliteDir } from '../src/db/location';
import { runMigrations } from '../src/db/migrate';
import { accounts } from '../src/db/schema/index';
import { encodeCursor } from '../src/modules/feed/service';
import { createSession } from '../src/modules/sessions/repository';
import { seed } from '../src/seed/index';

/**
 * `npm run bench`: load scenarios with autocannon against the real app on loopback.
 * Uses DATABASE_URL when set (seed it first with `npm run seed -- --scale large`), otherwise a
 * throwaway embedded database seeded small. Speed is judged here, never by timed asserts in tests.
 */
const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? dataDir, LOG_LEVEL: 'warn' });
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: pgliteDir(config.dataDir) });
await runMigrations(database);
if (!config.DATABASE_URL) await seed(database.db, 'small');

const app = await buildApp({ config, secrets: loadSecrets(config.dataDir, config), database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const [someone] = await database.db.select({ id: accounts.id }).from(accounts).limit(1);
const token = someone ? await createSession(database.db, someone.id) : '';
const [admin] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, 'admin')).limit(1);
const adminToken = admin ? await createSession(database.db, admin.id) : '';

// A cursor nine tenths of the way down the feed: with keyset paging a deep page costs what the first one does.
const deep = (await database.db.execute(sql`
  select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from posts
  where removed_at is null order by created_at desc, id desc
  offset (select (count(*) * 9 / 10)::int from posts) limit 1`)) as unknown as { rows: { at: string; id: string }[] };
const deepRow = deep.rows[0];
const deepCursor = deepRow ? encodeCursor(deepRow.at, deepRow.id) : '';

const scenarios = [
  { name: 'health (database ping)', path: '/api/health', headers: {} },
  { name: 'reference data (gzip)', path: '/api/reference', headers: { 'accept-encoding': 'gzip' } },
  { name: 'who am I (token lookup)', path: '/api/session', headers: { authorization: token } },
  { name: 'feed, first 12 (visitor)', path: '/api/prop/public/post?limit=12', headers: {} },
  { name: 'feed, first 12 (signed in)', path: '/api/prop/public/post?limit=12', headers: { authorization: token } },
  { name: 'feed, 5 from 90% down', path: `/api/prop/public/post?limit=5&cursor=${deepCursor}`, headers: {} },
  { name: 'directory, creatives page 1', path: '/api/prop/public/directory?tab=creatives', headers: {} },
  { name: 'directory, typo search', path: '/api/prop/public/directory?tab=creatives&q=oluwasegun', headers: {} },
  {
    name: 'admin directory, search + counts',
    path: '/api/prop/admin-creative?q=chined',
    headers: { authorization: adminToken },
  },
  { name: 'admin reports queue, page 1', path: '/api/prop/admin-reports', headers: { authorization: adminToken } },
  { name: 'admin analytics', path: '/api/prop/admin-analytics', headers: { authorization: adminToken } },
];

console.log(`Database: ${database.kind}; ${connections} connections for ${duration} s per scenario\n`);
console.log(
  'scenario'.padEnd(28),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
);
for (const s of scenarios) {
  const result = await autocannon({ url: base + s.path, headers: s.headers, connections, duration });
  const errors = result.errors + result.non2xx;
  console.log(
    s.name.padEnd(28),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(errors).padStart(7),
  );
}

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
