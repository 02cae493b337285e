import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { pgliteDir } from '../src/db/location';
import { accounts } from '../src/db/schema/index';

// The real server process on the embedded database, as `npm start` runs it.
const apiRoot = path.resolve(__dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-process-'));
const baseEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', HOST: '127.0.0.1' };

/** Runs a command-line script with tsx, as `npm run …` does, without blocking the test: others run meanwhile. */
function tsx(
  script: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: apiRoot,
      env: { ...baseEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

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
  // Up when it answers its health check; a server that stops instead fails at once, with what it wrote. No other
  // limit than the test's: on a busy machine a start takes long, and that is not what is checked here.
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (exited) throw new Error(`the server stopped instead of starting:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// It runs the embedded database whatever TEST_DATABASE_URL says, so a run on PostgreSQL would only repeat it: CI runs
// the API tests on both, and this file (the longest of them) runs in the embedded database's pass only (decision 0087).
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process', () => {
  // Checks that read no database run beside the rest (each is a process of its own), started when the tests start
  // (not when the file is collected, which a skipped run does too).
  type Run = ReturnType<typeof tsx>;
  let badPort: Run;
  let weakPassword: Run;
  beforeAll(() => {
    badPort = tsx('src/server.ts', { PORT: 'eighty' });
    weakPassword = tsx('src/cli/admin-create.ts', {}, ['--email', 'ops@example.ng', '--password', 'weak']);
  });

  // Starts on an empty data folder, making its database as `npm start` does on a bare machine, and starts twice.
  // About ten processes each load the platform with tsx: on a machine busy with other work that takes minutes,
  // so the time limit is only there to stop a hang; nothing here is judged by how long it takes.
  it('keeps data across a stop and a start, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const [second, admin] = await Promise.all([
      // The embedded database allows one process: a second one is told why instead of corrupting it.
      tsx('src/cli/migrate.ts'),
      // admin:create works while the server runs: it asks the server, which holds the database.
      tsx('src/cli/admin-create.ts', {}, ['--email', 'ops@example.ng', '--password', 'Admin#2025']),
    ]);
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/in use by process \d+ \(is the platform running\?\)/);
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
    let read = await tsx('src/cli/outbox.ts', {}, ['--to', newcomer]);
    for (let i = 0; i < 20 && !/Code: \d{6}/.test(read.stdout); i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      read = await tsx('src/cli/outbox.ts', {}, ['--to', newcomer]);
    }
    expect(read.stdout, read.stderr).toMatch(/Code: \d{6}/);
    expect(read.stdout).toContain('through the running server');
    expect(serverOutput.get(first)?.join('')).not.toContain(/Code: (\d{6})/.exec(read.stdout)?.[1] ?? 'none');

    first.kill('SIGTERM');
    expect(await stopped(first)).toBe(0);
    // …and while it does not, directly.
    const direct = await tsx('src/cli/admin-create.ts', {}, ['--email', 'ops@example.ng', '--password', 'Other#2026']);
    expect(direct.stdout, direct.stderr).toContain('Admin password reset');

    // The second start finds what the first process and the tools wrote, the direct reset included.
    const again = await startServer(port);
    const relogin = await fetch(`http://127.0.0.1:${port}/api/prop/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.ng', password: 'Other#2026' }),
    });
    expect(relogin.status).toBe(200);
    again.kill('SIGINT');
    expect(await stopped(again)).toBe(0);

    const handle = await openDatabase({ pgliteDir: pgliteDir(dataDir) });
    const [row] = await handle.db.select({ n: count() }).from(accounts);
    await handle.close();
    // ops@example.ng and the newcomer.
    expect(row?.n).toBe(2);
  }, 600_000);

  it('refuses to start on a bad environment value and names the variable', async () => {
    const run = await badPort;
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('PORT:');
  });

  it('refuses a weak admin password and says why', async () => {
    const weak = await weakPassword;
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('--password: Password should be at least 8 characters long.');
  });
});
