import fs from 'node:fs';
import type { BenchCall } from './calls';
import { type CallPlan, mainRead } from './plans';

export interface LoadResult {
  call: BenchCall;
  rps: number;
  /** Answers received within the run (a call slower than the run answers none). */
  answered: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  status5xx: number;
  /** Of the 5xx, those with status 500 (the rest are 503s of load shed on purpose). */
  status500: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** The machine's one-minute load average when the call's run ended. */
  load: number;
  /** CPU ms per answer in the platform's processes and in its database backends (bench/cpu.ts), when measured. */
  cpu: { platform: number; database: number } | undefined;
  plan: CallPlan | undefined;
}

export interface PgbenchComparison {
  call: string;
  apiRps: number;
  extended: number;
  prepared: number;
}

export interface BenchRun {
  startedAt: Date;
  commit: string;
  connections: number;
  seconds: number;
  poolSize: number;
  cores: number;
  loadBefore: number[];
  loadAfter: number[];
  rows: Record<string, number>;
  results: LoadResult[];
  /** The directory searches again, one request at a time (`ONE_AT_A_TIME`): none when the run had 1 connection. */
  oneAtATime: LoadResult[];
  pgbench: PgbenchComparison[];
}

const number = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
/** The CPU column of a result: ms an answer in the API and in the database, or – when not measured. */
const cpuCell = (r: LoadResult) =>
  r.cpu && r.answered > 0 ? `${r.cpu.platform.toFixed(2)} / ${r.cpu.database.toFixed(2)}` : '–';

/** The run as Markdown: the conditions, one row per call, the feed against pgbench, and the plans to look at. */
export function renderRun(run: BenchRun): string {
  const lines = [
    `Run of ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${run.commit}: ` +
      `${run.connections} connections for ${run.seconds} s per call, database pool of ${run.poolSize}. ` +
      `Machine: ${run.cores} cores, load average (1 / 5 / 15 min) ${loads(run.loadBefore)} before and ` +
      `${loads(run.loadAfter)} after. Data: ${number(run.rows.accounts ?? 0)} accounts, ` +
      `${number(run.rows.posts ?? 0)} posts, ${number(run.rows.post_likes ?? 0)} likes, ` +
      `${number(run.rows.products ?? 0)} products, ${number(run.rows.notifications ?? 0)} notifications.`,
    '',
    '| Call | req/s | p50 ms | p95 ms | p99 ms | non-2xx | 5xx (of them 500) | errors | CPU ms an answer: API / database | load | slowest read: ms (buffers hit / read) | plan flags |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...run.results.map((r) => {
      const main = mainRead(r.plan);
      const flags = [...new Set(r.plan?.reads.flatMap((read) => read.problems) ?? [])];
      const latency = (ms: number) => (r.answered > 0 ? String(ms) : '–');
      return `| ${r.call.name} | ${number(r.rps)} | ${latency(r.p50)} | ${latency(r.p95)} | ${latency(r.p99)} | ${r.non2xx} | ${r.status5xx} (${r.status500}) | ${r.errors} | ${cpuCell(r)} | ${r.load.toFixed(1)} | ${main ? `${number(main.ms, 1)} (${number(main.hit)} / ${number(main.read)})` : '–'} | ${flags.join('; ') || 'none'} |`;
    }),
  ];
  if (run.oneAtATime.length > 0) {
    lines.push(
      '',
      'The directory searches one request at a time (1 connection, after the load; issue 19 wants p95 ≤ 30 ms):',
      '',
      '| Call | req/s | p50 ms | p95 ms | p99 ms | non-2xx | CPU ms an answer: API / database | load |',
      '|---|--:|--:|--:|--:|--:|--:|--:|',
      ...run.oneAtATime.map(
        (r) =>
          `| ${r.call.name} | ${number(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${cpuCell(r)} | ${r.load.toFixed(1)} |`,
      ),
    );
  }
  if (run.pgbench.length > 0) {
    lines.push(
      '',
      `The feed against pgbench running the same statements (${run.poolSize} connections, as many as the app's pool):`,
      '',
      '| Call | API req/s | pgbench tps (extended) | ratio | pgbench tps (prepared) | ratio |',
      '|---|--:|--:|--:|--:|--:|',
      ...run.pgbench.map(
        (p) =>
          `| ${p.call} | ${number(p.apiRps)} | ${number(p.extended)} | ${(p.apiRps / p.extended).toFixed(2)} | ${number(p.prepared)} | ${(p.apiRps / p.prepared).toFixed(2)} |`,
      ),
    );
  }
  const flagged = run.results.filter((r) => r.plan?.reads.some((read) => read.problems.length > 0));
  for (const r of flagged) {
    for (const read of r.plan?.reads.filter((x) => x.problems.length > 0) ?? []) {
      lines.push(
        '',
        `<details><summary>${r.call.name}: ${read.problems.join('; ')} (${number(read.ms, 1)} ms)</summary>`,
        '',
        '```sql',
        read.sql,
        '```',
        '',
        '```',
        read.text,
        '```',
        '',
        '</details>',
      );
    }
  }
  return lines.join('\n');
}

/** Replaces this kind of run's section of the performance document (one per number of connections). */
export function writeSection(file: string, connections: number, body: string): void {
  writeMarkedSection(file, `bench: ${connections} connections`, `${connections} connections`, body);
}

/**
 * Replaces the section between `<!-- name -->` and `<!-- /name -->` of a document, or adds it at the end: each
 * bench rewrites only its own section, so the others' figures stay.
 */
export function writeMarkedSection(file: string, name: string, heading: string, body: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const section = `${start}\n## ${heading}\n\n${body}\n${end}`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
