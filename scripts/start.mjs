// `npm start`: builds what is missing, then runs the platform (API + web app) on one port.
// The server applies migrations itself at start-up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { checkNode } from './check-node.mjs';

checkNode();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
