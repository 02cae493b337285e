import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Statement, TestDatabase } from './database';

/*
 * Query plans as they would be chosen at national size, for the statements one API call really sends.
 *
 * A test's tables hold a handful of rows, where reading a table whole or sorting it is rightly the cheapest plan.
 * So each statement is explained as if every table held a million rows (the planner's size of each table and
 * index is set so, and the column statistics of a few test rows are left out), with sequential scans and sorts
 * priced out (`enable_seqscan` and `enable_sort` off), in a transaction rolled back at once: whatever sequential
 * scan or sort is still in the plan is one no index can avoid, which at that size means reading or sorting it all.
 * A table with no row at all is still planned as empty: give every table a call reads a row.
 */

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Join Filter'?: string;
  'Hash Cond'?: string;
  'Merge Cond'?: string;
  'Plan Rows'?: number;
  'Sort Key'?: string[];
  'Group Key'?: string[];
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

export interface ExplainedStatement {
  sql: string;
  plan: PlanNode;
  /** The plan as indented lines, for failure messages and reports. */
  text: string;
}

export interface CheckOptions {
  /** Tables small by nature (a few rows per account, or reference data), which may be read whole. */
  smallTables?: readonly string[];
}

/**
 * How sequential scans are planned: `off` (priced out, the default: what is left is a scan no index can avoid), or
 * `priced` (allowed, priced as reading each table's million rows; the planner scales
 * a table's rows to its pages on disk, so one page of a million rows is a million rows to read). `priced` finds a statement whose LIMIT makes the planner read a table from its first page, hoping to meet
 * enough matches soon (a count to the cap with no order): how far it reads then depends on where the rows lie in
 * the heap (the open reports are the newest, behind every resolved one), not on an index.
 */
export type SeqScanMode = 'off' | 'priced';

/** Node types that read every row of their input before giving one back: a Limit above them bounds nothing. */
const CONSUMES_ALL = new Set(['Aggregate', 'Hash', 'Sort', 'Incremental Sort', 'SetOp', 'WindowAgg', 'Materialize']);

/**
 * Why a plan would not hold at size, or nothing when it is sound: a sequential scan of a table; a sort whose
 * input is not bounded by a LIMIT; a walk of a whole index (no index condition) that no LIMIT stops early.
 */
export function planProblems(plan: PlanNode, options: CheckOptions = {}): string[] {
  const small = new Set(options.smallTables ?? []);
  const problems: string[] = [];
  const visit = (node: PlanNode, ancestors: PlanNode[]) => {
    const type = node['Node Type'];
    const relation = node['Relation Name'];
    const bounded = boundedByLimit(ancestors);
    if (type === 'Seq Scan' && relation && !small.has(relation)) problems.push(`sequential scan of ${relation}`);
    if ((type === 'Sort' || type === 'Incremental Sort') && !hasLimitBelow(node) && readsTables(node, small)) {
      problems.push(`sort (${(node['Sort Key'] ?? []).join(', ')}) of rows no limit bounds`);
    }
    if (
      (type === 'Index Scan' || type === 'Index Only Scan') &&
      !node['Index Cond'] &&
      !bounded &&
      !(relation && small.has(relation))
    ) {
      problems.push(`walk of the whole index ${node['Index Name']} on ${relation}`);
    }
    for (const child of node.Plans ?? []) visit(child, [...ancestors, node]);
  };
  visit(plan, []);
  return problems;
}

/** True when the nearest Limit above the node is reached before any node that consumes all its input. */
function boundedByLimit(ancestors: PlanNode[]): boolean {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const type = ancestors[i]?.['Node Type'] ?? '';
    if (type === 'Limit') return true;
    if (CONSUMES_ALL.has(type)) return false;
  }
  return false;
}

/**
 * True when a Limit bounds what flows into the node: on its input's outer side (the first child, down through the
 * joins' outer sides), so every row it gets came through that Limit. A Limit of a correlated subquery on an inner
 * side (one row per outer row) bounds nothing.
 */
function hasLimitBelow(node: PlanNode): boolean {
  const input = node.Plans?.[0];
  return input !== undefined && (input['Node Type'] === 'Limit' || hasLimitBelow(input));
}

function readsTables(node: PlanNode, small: Set<string>): boolean {
  const relation = node['Relation Name'];
  if (relation && !small.has(relation)) return true;
  return (node.Plans ?? []).some((child) => readsTables(child, small));
}

export function planText(node: PlanNode, depth = 0): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const details = [
    node['Index Cond'] && `Index Cond: ${node['Index Cond']}`,
    node['Recheck Cond'] && `Recheck Cond: ${node['Recheck Cond']}`,
    node.Filter && `Filter: ${node.Filter}`,
    node['Join Filter'] && `Join Filter: ${node['Join Filter']}`,
    node['Hash Cond'] && `Hash Cond: ${node['Hash Cond']}`,
    node['Merge Cond'] && `Merge Cond: ${node['Merge Cond']}`,
    node['Sort Key'] && `Sort Key: ${node['Sort Key'].join(', ')}`,
  ].filter(Boolean);
  const pad = '  '.repeat(depth);
  const rows = node['Plan Rows'] === undefined ? '' : `  (rows=${node['Plan Rows']})`;
  const lines = [`${pad}${node['Node Type']}${using}${on}${rows}`, ...details.map((d) => `${pad}    ${d}`)];
  for (const child of node.Plans ?? []) lines.push(planText(child, depth + 1));
  return lines.join('\n');
}

const READS = /^\s*(select|with)\b/i;

/** A million rows in every table and its indexes, as the planner reads sizes; no statistics of the few test rows. */
const AT_SIZE = `
  update pg_class set relpages = 1, reltuples = 1000000
   where relnamespace = 'public'::regnamespace and relkind in ('r', 'i');
  delete from pg_statistic
   where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`;

/** EXPLAIN of one statement as planned at size (see the top of this file), in a transaction rolled back at once. */
export async function explainAtSize(
  database: TestDatabase,
  statement: Statement,
  seqscan: SeqScanMode = 'off',
): Promise<PlanNode> {
  const settings =
    seqscan === 'off'
      ? `set local enable_seqscan = off; set local enable_sort = off; ${AT_SIZE}`
      : `set local enable_sort = off; ${AT_SIZE}`;
  const explain = `explain (format json) ${statement.sql}`;
  const raw = database.handle.raw;
  let result: unknown;
  if ('pool' in raw) {
    const client = await raw.pool.connect();
    try {
      await client.query('begin');
      await client.query(settings);
      result = (await client.query(explain, statement.params)).rows[0]?.['QUERY PLAN'];
    } finally {
      await client.query('rollback');
      client.release();
    }
  } else {
    result = await raw.pglite.transaction(async (tx) => {
      await tx.exec(settings);
      const rows = (await tx.query<{ 'QUERY PLAN': unknown }>(explain, statement.params)).rows;
      await tx.rollback();
      return rows[0]?.['QUERY PLAN'];
    });
  }
  const parsed = (typeof result === 'string' ? JSON.parse(result) : result) as { Plan: PlanNode }[];
  const plan = parsed[0]?.Plan;
  if (!plan) throw new Error(`no plan for ${statement.sql}`);
  return plan;
}

/**
 * The two plans PostgreSQL weighs for a prepared statement, as at size (see the top of this file): the one made
 * for the values given (`custom`) and the one made without them (`generic`), which PostgreSQL keeps after five
 * executions when it costs no more than the custom ones did. On PostgreSQL only.
 */
export async function explainPreparedAtSize(
  database: TestDatabase,
  statement: Statement,
): Promise<{ custom: PlanNode; generic: PlanNode }> {
  const raw = database.handle.raw;
  if (!('pool' in raw)) throw new Error('prepared plans are read on PostgreSQL');
  const client = await raw.pool.connect();
  const name = 'cng_plan_check';
  try {
    await client.query('begin');
    await client.query(`set local enable_seqscan = off; set local enable_sort = off; ${AT_SIZE}`);
    await client.query(`prepare ${name} as ${statement.sql}`);
    const values = statement.params.map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))));
    const explain = async (mode: 'custom' | 'generic') => {
      await client.query(`set local plan_cache_mode = force_${mode}_plan`);
      const result = await client.query(`explain (format json) execute ${name}(${values.join(', ')})`);
      const plan = (result.rows[0]?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan;
      if (!plan) throw new Error(`no ${mode} plan for ${statement.sql}`);
      return plan;
    };
    return { custom: await explain('custom'), generic: await explain('generic') };
  } finally {
    await client.query('rollback');
    // A prepared statement outlives the transaction it was made in.
    await client.query(`deallocate ${name}`).catch(() => {});
    client.release();
  }
}

/** A GET of the API as a visitor, or signed in with `token`: the call a plan test explains. */
export const getAs = (url: string, token?: string): InjectOptions => ({
  method: 'GET',
  url,
  headers: token ? { authorization: token } : {},
});

/** Runs one API call and explains every read it sent. Writes (insert, update, delete) are left out. */
export async function explainCall(
  test: TestApp,
  request: InjectOptions,
  seqscan: SeqScanMode = 'off',
): Promise<{ statusCode: number; body: string; statements: ExplainedStatement[] }> {
  const { recorder } = test.database;
  recorder.start();
  let recorded: Statement[] = [];
  let response: Awaited<ReturnType<TestApp['app']['inject']>>;
  try {
    response = await test.app.inject(request);
  } finally {
    recorded = recorder.stop();
  }
  return explainRecorded(test.database, response.statusCode, response.body, recorded, seqscan);
}

async function explainRecorded(
  database: TestDatabase,
  statusCode: number,
  body: string,
  recorded: Statement[],
  seqscan: SeqScanMode,
) {
  const statements: ExplainedStatement[] = [];
  for (const statement of recorded.filter((s) => READS.test(s.sql))) {
    const plan = await explainAtSize(database, statement, seqscan);
    statements.push({ sql: statement.sql, plan, text: planText(plan) });
  }
  return { statusCode, body, statements };
}

/**
 * The check every query plan test makes: the call answers 2xx, sends at most `maxStatements` reads (no query per
 * row), and none of them reads a table whole, sorts rows no limit bounds, or walks a whole index.
 */
export async function expectIndexedCall(
  test: TestApp,
  request: InjectOptions,
  options: CheckOptions & { maxStatements?: number; seqscan?: SeqScanMode } = {},
): Promise<ExplainedStatement[]> {
  const { statusCode, body, statements } = await explainCall(test, request, options.seqscan);
  expect(statusCode, body).toBeLessThan(300);
  expect(statements.length, 'the call sent no read').toBeGreaterThan(0);
  if (options.maxStatements !== undefined) {
    expect(statements.length, statements.map((s) => s.sql).join('\n\n')).toBeLessThanOrEqual(options.maxStatements);
  }
  for (const statement of statements) {
    const problems = planProblems(statement.plan, options);
    expect(problems, `${statement.sql}\n\n${statement.text}`).toEqual([]);
  }
  return statements;
}
