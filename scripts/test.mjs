// `npm test`: the type check and the lint run beside the unit and API tests instead of before them (decision 0087).
// The tests' output shows as it comes; the checks' output is kept and printed when the tests end, each under its
// name with its time, so the outputs never mix. Fails when any of the three fails. Arguments go to Vitest
// (`npm test -- apps/web/src/lib/i18n.test.ts`).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs `npm run <script>` with its output kept; resolves with its status and output. */
function kept(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (err) => resolve({ script, status: 1, output: String(err), time: seconds(started) }));
    child.once('close', (status, signal) =>
      resolve({
        script,
        status: status ?? (signal ? 1 : 0),
        output: Buffer.concat(output).toString(),
        time: seconds(started),
      }),
    );
  });
}

function shown(script, args) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script, '--', ...args], { stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
}

const checks = [kept('typecheck'), kept('lint')];
const testStatus = await shown('test:unit', process.argv.slice(2));
let failed = testStatus !== 0;
for (const check of await Promise.all(checks)) {
  console.log(`\n== npm run ${check.script}: ${check.status === 0 ? 'passed' : 'FAILED'} (done at ${check.time})`);
  if (check.output.trim()) console.log(check.output.trimEnd());
  if (check.status !== 0) failed = true;
}
console.log(`\n== npm test: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);
