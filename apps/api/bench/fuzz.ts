import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * `npm run fuzz -w apps/api -- --runs N`: the hostile-input test of every OpenAPI operation (test/fuzz.test.ts)
 * with N generated cases per body field, form field, query and path parameter instead of CI's one. On PostgreSQL
 * when TEST_DATABASE_URL is set, on PGlite otherwise. `--seed` picks other values (the report prints the seed of
 * every finding's case); `--only` is a regular expression on 'METHOD /path' to replay one operation.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '25' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000_000) },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('--runs is a whole number of cases per target (1 or more), --seed a whole number');
  process.exit(2);
}
console.info(
  `Fuzzing every operation: ${runs} cases per target, seed ${seed}, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${values.only ? `, only ${values.only}` : ''}`,
);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['vitest', 'run', 'test/fuzz.test.ts'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SEED: String(seed),
    ...(values.only ? { FUZZ_ONLY: values.only } : {}),
  },
});
process.exit(result.status ?? 1);
