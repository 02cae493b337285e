import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningPlatform {
  url: string;
  /** The process `npm start` runs in (the server is its child). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The platform as `npm start` runs it (scripts/start.mjs: builds what is stale, then `node apps/api/dist/server.js`),
 * in its own process on a free loopback port, so the load generator does not share its event loop.
 */
export async function startPlatform(env: Record<string, string>): Promise<RunningPlatform> {
  const port = await freePort();
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cng-bench-')), 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.closeSync(log);
  };
  const deadline = Date.now() + 300_000; // a first build takes minutes on a small, busy machine
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The platform did not start. Its log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
