// `npm run lint`'s import-boundaries check (docs/boundaries.md): dependency-cruiser over the workspaces with the
// rules in rules.cjs. It has its own install here because it reads TypeScript through TypeScript's compiler API,
// which TypeScript 7 (the repository's) no longer has; the first run installs it from package-lock.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const marker = path.join(here, 'node_modules', '.package-lock.json');
const lock = path.join(here, 'package-lock.json');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000) {
  console.log('Installing the import-boundaries check (scripts/boundaries)...');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], here);
}

const cruiser = path.join(here, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
// The cache keeps the last result with a hash of every file it read: when none changed, the report is the same and
// comes in about a second instead of five.
const cache = path.join(root, 'node_modules', '.cache', 'dependency-cruiser');
run(
  process.execPath,
  [
    cruiser,
    ...['--config', path.join(here, 'rules.cjs'), '--output-type', 'err'],
    ...['--cache', cache, '--cache-strategy', 'content'],
    ...['apps', 'packages', 'e2e'],
  ],
  root,
);
