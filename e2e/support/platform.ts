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
 * Builds what is missing and starts the platform exactly as `npm start` does (scripts/start.mjs), on a free port with
 * the embedded defaults and a throwaway DATA_DIR: `dataDir`, or else a copy of this run's migrated empty one.
 */
export async function startPlatform(env: Record<string, string> = {}, dataDir?: string): Promise<RunningPlatform> {
  return launch(env, dataDir ?? copyOf(await runTemplate('migrated', firstStart)), true);
}

/** A new throwaway folder with the files of `template`. */
function copyOf(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-'));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The platform's first start in an empty DATA_DIR, made once per run: the embedded database's initdb and every
 * migration, some 11 s of CPU, which each plain platform paid again before (decision 0115). Stopped cleanly, its
 * folder is what a second start finds; its log is left out of the copies.
 */
async function firstStart(dataDir: string): Promise<void> {
  await (await launch({}, dataDir, false)).stop();
  fs.rmSync(path.join(dataDir, 'server.log'), { force: true });
}

/** Starts the platform on `dataDir`; its stop() removes the folder when `removeOnStop`. */
async function launch(env: Record<string, string>, dataDir: string, removeOnStop: boolean): Promise<RunningPlatform> {
  const port = await freePort();
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
      let stopped = false;
      return {
        baseUrl,
        dataDir,
        stop: async () => {
          if (stopped) return;
          stopped = true;
          if (child.exitCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          }
          fs.closeSync(log);
          if (removeOnStop) fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`The platform did not start. Its log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
}

/** Builds the web app and the API if their build is older than their sources (once per run, before any worker). */
export function buildIfStale(): void {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-stale.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('The build failed');
}

/** Seeds a fresh embedded database in `dataDir` with the demo data (`npm run seed -- --scale small`). */
function seed(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed', '--', '--scale', 'small'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The seed failed:\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * This run's data folder `name` (in CNG_E2E_RUN_DIR, made by global-setup.ts): the first worker to ask makes it with
 * `make`, the others wait for it. Each platform then runs on a copy, so no worker sees another's changes.
 */
async function runTemplate(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  const runDir = process.env.CNG_E2E_RUN_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-run-'));
  process.env.CNG_E2E_RUN_DIR = runDir;
  const template = path.join(runDir, name);
  const done = path.join(runDir, `${name}.done`);
  const failed = path.join(runDir, `${name}.failed`);
  try {
    fs.mkdirSync(template);
  } catch {
    // Another worker is making it: wait for it.
    const deadline = Date.now() + 600_000;
    while (!fs.existsSync(done)) {
      if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, 'utf8'));
      if (Date.now() > deadline) throw new Error(`The run's ${name} data took more than 10 minutes`);
      await new Promise((r) => setTimeout(r, 500));
    }
    return template;
  }
  try {
    await make(template);
  } catch (error) {
    fs.writeFileSync(failed, String(error));
    throw error;
  }
  fs.writeFileSync(done, '');
  return template;
}

/**
 * A platform on a copy of the demo data (`npm run seed -- --scale small`: demo admin admin@demo.example /
 * Admin#2025, creatives, businesses, partners, posts, reports…), seeded once per run. `stop()` removes the copy.
 */
export async function startSeededPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  return launch(env, copyOf(await runTemplate('seeded', seed)), true);
}
