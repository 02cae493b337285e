// Builds the web app and the API when their build is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    output: at('apps/web/dist/index.html'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('packages/shared/src'),
    ],
  },
  {
    name: 'API',
    workspace: 'apps/api',
    output: at('apps/api/dist/server.js'),
    inputs: [at('apps/api/src'), at('apps/api/build.mjs'), at('apps/api/package.json'), at('packages/shared/src')],
  },
];

/** The newest modification time of a file or of any file under a folder. */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, entry) => Math.max(max, newest(path.join(p, entry))), stat.mtimeMs);
}

export function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const built = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
    const sources = Math.max(...target.inputs.map(newest));
    if (!force && built > sources) continue;
    console.log(`Building the ${target.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale({ force: process.argv.includes('--force') });
