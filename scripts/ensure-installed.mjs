// Runs before `npm start`: checks the Node.js version, then installs dependencies on a fresh clone,
// so `npm start` alone also works.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode } from './check-node.mjs';

checkNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

const installed = fs.existsSync(marker) && fs.existsSync(path.join(root, 'node_modules', 'fastify'));
const lockChanged = installed && fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;

if (!installed || lockChanged) {
  console.log(installed ? 'package-lock.json changed: installing dependencies...' : 'Installing dependencies...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
