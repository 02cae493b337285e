import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../src/app';
import type { Config } from '../src/config/env';
import { loadSecrets } from '../src/config/secrets';
import { openDatabase } from '../src/db/client';
import { keepingNothing } from '../src/http/response-cache';
import { queryRows } from '../src/seed/national/bulk';
import { type PlanNode, planProblems, planText } from '../test/helpers/plans';
import type { BenchCall } from './calls';

/*
 * What each call sends to the database, and how PostgreSQL runs it on the seeded data: the bench runs each call
 * once in an app of its own (the same code the server runs), records the statements it sends, and explains every
 * read with EXPLAIN (ANALYZE, BUFFERS) in a transaction it rolls back. The flags are those of the query plan
 * tests (test/helpers/plans.ts), here on real plans at real size: a sequential scan of a large table, a sort no
 * LIMIT bounds, a walk of a whole index.
 */

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface ExplainedRead extends Statement {
  /** Execution time reported by EXPLAIN ANALYZE, in milliseconds. */
  ms: number;
  /** Shared buffers hit and read (8 kB pages). */
  hit: number;
  read: number;
  problems: string[];
  text: string;
}

export interface CallPlan {
  status: number;
  statements: Statement[];
  reads: ExplainedRead[];
}

/** Tables under this many rows may be read whole: they are small by nature at any size of the platform. */
const LARGE_TABLE_ROWS = 10_000;

export async function explainCalls(
  config: Config,
  url: string,
  calls: readonly BenchCall[],
  tokens: Readonly<Record<string, string>>,
): Promise<Map<string, CallPlan>> {
  // Calls run one at a time, so what is sent while one runs is what it sent (the workers of this app are idle).
  let recording: Statement[] | undefined;
  const database = await openDatabase({
    url,
    pgliteDir: 'unused',
    poolSize: 2,
    onQuery: (text, params) => recording?.push({ sql: text, params }),
  });
  const app = await buildApp({
    // The mail worker of this second app only polls rarely: the server's own does the work.
    config: { ...config, MAIL_POLL_INTERVAL_MS: 3_600_000 },
    secrets: loadSecrets(config.dataDir, config),
    database,
    logger: false,
    // Nothing kept: what each call records is its database path, whatever call came before it.
    answerStore: keepingNothing(),
  });
  await app.ready();
  const plans = new Map<string, CallPlan>();
  try {
    const small = await smallTables(database.db);
    for (const call of calls) {
      const statements: Statement[] = [];
      const headers = call.as ? { authorization: tokens[call.as] ?? '' } : {};
      recording = statements;
      const response = await app.inject({ method: 'GET', url: call.path, headers });
      recording = undefined;
      const reads: ExplainedRead[] = [];
      if (!('pool' in database.raw)) throw new Error('the bench needs PostgreSQL');
      for (const statement of statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql))) {
        reads.push(await explain(database.raw.pool, statement, small));
      }
      plans.set(call.name, { status: response.statusCode, statements, reads });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return plans;
}

async function smallTables(db: Parameters<typeof queryRows>[0]): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    // The system catalogs too: a search reads the lists' word statistics from a handful of their rows.
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'pg_catalog') and c.relkind = 'r' and c.reltuples < ${LARGE_TABLE_ROWS}`,
  );
  return rows.map((r) => r.name);
}

interface AnalyzedNode extends PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

async function explain(pool: pg.Pool, statement: Statement, small: string[]): Promise<ExplainedRead> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await client.query(`explain (analyze, buffers, format json) ${statement.sql}`, statement.params);
    const [output] = result.rows[0]['QUERY PLAN'] as { Plan: AnalyzedNode; 'Execution Time': number }[];
    if (!output) throw new Error(`no plan for ${statement.sql}`);
    return {
      ...statement,
      ms: output['Execution Time'],
      hit: output.Plan['Shared Hit Blocks'] ?? 0,
      read: output.Plan['Shared Read Blocks'] ?? 0,
      problems: planProblems(output.Plan, { smallTables: small }),
      text: planText(output.Plan),
    };
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The call's slowest read: the one its speed depends on. */
export function mainRead(plan: CallPlan | undefined): ExplainedRead | undefined {
  return plan?.reads.reduce<ExplainedRead | undefined>(
    (slowest, r) => (!slowest || r.ms > slowest.ms ? r : slowest),
    undefined,
  );
}
