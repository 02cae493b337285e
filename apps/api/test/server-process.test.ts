import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pgliteDir } from '../src/db/location';
import { accounts } from '../src/db/schema/index';

// The real server process on the embedded database, as `npm start` runs it.
const apiRoot = path.resolve(__dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-process-'));
const baseEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', HOST: '127.0.0.1' };
const tsx = (script: string, env: Record<string, string> = {}, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiRoot,
    env: { ...baseEnv, ...env },
    encoding: 'utf8',
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** What each started server wrote (its log), by process. */
const serverOutput = new Map<ChildProcess, string[]>();

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...baseEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  serverOutput.set(child, output);
  child.stdout?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('refuses to start on a bad environment value and names the variable', () => {
    const run = tsx('src/server.ts', { PORT: 'eighty' });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('PORT:');
  });

  // Seeds every feature's demo data (pictures included) and starts the server twice: a generous time limit.
  it('keeps data across a stop and a start, and shuts down cleanly on SIGTERM', async () => {
    const seeded = tsx('src/cli/seed.ts');
    expect(seeded.status, seeded.stderr).toBe(0);

    const port = await freePort();
    const first = await startServer(port);
    // The embedded database allows one process: a second one is told why instead of corrupting it.
    const second = tsx('src/cli/migrate.ts');
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/in use by process \d+ \(is the platform running\?\)/);

    // admin:create works while the server runs: it asks the server, which holds the database.
    const admin = tsx('src/cli/admin-create.ts', {}, ['--email', 'ops@example.ng', '--password', 'Admin#2025']);
    expect(admin.status, admin.stderr).toBe(0);
    expect(admin.stdout).toContain('through the running server');
    const login = await fetch(`http://127.0.0.1:${port}/api/prop/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.ng', password: 'Admin#2025' }),
    });
    expect(login.status).toBe(200);

    // Without SMTP the server says loudly that no mail is sent, and how to read it.
    expect(serverOutput.get(first)?.join('')).toContain('NO EMAIL IS SENT: SMTP_URL is not set.');
    // A newcomer reads the code of their own sign-up with `npm run outbox` (through the running server here);
    // nobody reads it over HTTP.
    const newcomer = 'newcomer@example.ng';
    const signUp = await fetch(`http://127.0.0.1:${port}/api/prop/creative/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Ada', last_name: 'Eze', email: newcomer, password: 'Newcomer#2025' }),
    });
    expect(signUp.status).toBe(201);
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox?to=${newcomer}`)).status).toBe(404);
    let read = tsx('src/cli/outbox.ts', {}, ['--to', newcomer]);
    for (let i = 0; i < 20 && !/Code: \d{6}/.test(read.stdout); i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      read = tsx('src/cli/outbox.ts', {}, ['--to', newcomer]);
    }
    expect(read.stdout, read.stderr).toMatch(/Code: \d{6}/);
    expect(read.stdout).toContain('through the running server');
    expect(serverOutput.get(first)?.join('')).not.toContain(/Code: (\d{6})/.exec(read.stdout)?.[1] ?? 'none');

    first.kill('SIGTERM');
    expect(await stopped(first)).toBe(0);
    // …and while it does not, directly.
    const direct = tsx('src/cli/admin-create.ts', {}, ['--email', 'ops@example.ng', '--password', 'Other#2026']);
    expect(direct.stdout).toContain('Admin password reset');
    const weak = tsx('src/cli/admin-create.ts', {}, ['--email', 'ops@example.ng', '--password', 'weak']);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('--password: Password should be at least 8 characters long.');

    const again = await startServer(port);
    again.kill('SIGINT');
    expect(await stopped(again)).toBe(0);

    const handle = await openDatabase({ pgliteDir: pgliteDir(dataDir) });
    const [row] = await handle.db.select({ n: count() }).from(accounts);
    await handle.close();
    // 91 seeded by the accounts seeder, 6 named by the directory seeder, ops@example.ng and the newcomer.
    expect(row?.n).toBe(99);
  }, 180_000);
});
