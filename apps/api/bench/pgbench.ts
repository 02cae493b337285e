import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Statement } from './plans';

/*
 * The database's own speed for the SQL one call sends: pgbench runs the call's statements (its parameters
 * written in as literals) as one transaction, over as many connections as the app's pool, so the ratio
 * 'API req/s ÷ pgbench transactions/s' tells what the API adds on top of the database.
 */

export type PgbenchMode = 'extended' | 'prepared';

export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * Transactions per second of pgbench running `statements`: `extended` sends each as node-postgres does
 * (parse, bind, execute, planned each time); `prepared` plans each once per connection.
 */
export function pgbenchTps(
  url: string,
  statements: readonly Statement[],
  options: { clients: number; seconds: number; mode: PgbenchMode },
): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-pgbench-'));
  const script = path.join(dir, 'call.sql');
  try {
    fs.writeFileSync(script, statements.map((s) => `${withoutColons(withLiterals(s))};\n`).join(''));
    const run = spawnSync(
      'pgbench',
      [
        '--no-vacuum',
        `--protocol=${options.mode}`,
        `--client=${options.clients}`,
        `--jobs=${Math.min(options.clients, os.cpus().length)}`,
        `--time=${options.seconds}`,
        `--file=${script}`,
        url,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
    return Number(tps);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The statement with each $n replaced by its value as an SQL literal (pgbench scripts take no parameters). */
export function withLiterals(statement: Statement): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  return quote(typeof value === 'string' ? value : JSON.stringify(value));
}

/** One element of a PostgreSQL array literal ('{"a","b"}'), quoted so commas and braces in it stay text. */
const arrayElement = (value: unknown) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * pgbench reads ':name' anywhere in a script as one of its variables, even inside a string ('HH24:MI:SS', a
 * time, a link); a string with a colon is written as the same string in PostgreSQL's Unicode escape form.
 */
function withoutColons(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, (literal) =>
    literal.includes(':') ? `U&${literal.replaceAll('\\', '\\\\').replaceAll(':', '\\003A')}` : literal,
  );
}
