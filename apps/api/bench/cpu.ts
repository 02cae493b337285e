import fs from 'node:fs';
import pg from 'pg';

/*
 * The CPU time a call costs, beside what autocannon sees. On the shared 2-core machine req/s and latencies follow
 * the load of everything else; the CPU time each answer took, in the platform's processes and in the PostgreSQL
 * backends of its pools, does not. Read from /proc (Linux, the database on the same machine): elsewhere the
 * columns are left empty.
 */

/** The name the platform's database connections carry, to tell its backends from any other. */
export const BENCH_APPLICATION = 'cng_bench';

/** The database address with the bench's application name, for the platform's pools. */
export function benchDatabaseUrl(url: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', BENCH_APPLICATION);
  return named.toString();
}

/** CPU time in ms per process id. */
type CpuSample = Map<number, number>;

export interface CpuMeter {
  /** The CPU time used so far by the platform (`pid` and its descendants) and by its database backends. */
  sample(): Promise<{ platform: CpuSample; database: CpuSample } | undefined>;
  close(): Promise<void>;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux, the unit of /proc/PID/stat's times

/** Fields of /proc/PID/stat after the command name (which may hold spaces): [state, ppid, …]. */
function statOf(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** User and system time (fields 14 and 15 of the stat line) in ms. */
function cpuMsOf(stat: string[]): number {
  return ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND;
}

function treeOf(root: number): CpuSample {
  const parents = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    const stat = Number.isInteger(pid) ? statOf(pid) : undefined;
    if (!stat) continue;
    stats.set(pid, stat);
    parents.set(pid, Number(stat[1]));
  }
  const inTree = (pid: number): boolean => pid === root || (parents.has(pid) && inTree(parents.get(pid) ?? 0));
  const sample: CpuSample = new Map();
  for (const [pid, stat] of stats) if (inTree(pid)) sample.set(pid, cpuMsOf(stat));
  return sample;
}

export async function cpuMeter(url: string, platformPid: number): Promise<CpuMeter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const available = fs.existsSync(`/proc/${platformPid}/stat`);
  return {
    async sample() {
      if (!available) return undefined;
      const backends = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [BENCH_APPLICATION],
      );
      const database: CpuSample = new Map();
      for (const { pid } of backends.rows) {
        const stat = statOf(pid);
        if (stat) database.set(pid, cpuMsOf(stat));
      }
      return { platform: treeOf(platformPid), database };
    },
    close: () => client.end(),
  };
}

/** CPU ms used between two samples (a process that started between them counts from zero). */
export function cpuBetween(before: CpuSample, after: CpuSample): number {
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}
