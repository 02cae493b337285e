import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningPlatform {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Builds what is missing and starts the platform exactly as `npm start` does (scripts/start.mjs),
 * on a free port with a throwaway DATA_DIR and the embedded defaults.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The tests read emailed codes over HTTP (support/outbox.ts); never on a server people use.
      DEV_OUTBOX_PUBLIC: 'true',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000; // a first build can take a while on a small machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        baseUrl,
        dataDir,
        stop: async () => {
          if (child.exitCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          }
          fs.closeSync(log);
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`The platform did not start. Its log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
}

/**
 * Seeds a fresh embedded database with the demo data (`npm run seed -- --scale small`: demo admin
 * admin@demo.example / Admin#2025, creatives, businesses, partners, posts, reports…), then starts the platform
 * on it. The embedded database allows one process at a time, so the seed runs first. `stop()` removes it all.
 */
export async function startSeededPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-seeded-'));
  const seeded = spawnSync('npm', ['run', '--silent', 'seed', '--', '--scale', 'small'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (seeded.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  }
  const platform = await startPlatform({ ...env, DATA_DIR: dataDir });
  return {
    ...platform,
    dataDir,
    stop: async () => {
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
