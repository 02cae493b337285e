import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * Tools for loading a million rows with set-based SQL in one transaction per seeder:
 * - deterministic 'random' values from the row number (the same data on every machine and every run);
 * - small lookup tables (names, states, LGAs...) to join generated rows to;
 * - secondary indexes dropped for the load and rebuilt after it (one sorted build beats a million inserts);
 * - triggers off for the load, with a check that every trigger the load skips is one the seeder reproduces.
 */

/**
 * Per-transaction settings and helper functions. Triggers (and the foreign-key checks, which are triggers) are off
 * until the transaction ends: seeders set what triggers maintain themselves, and the national seed's test checks
 * every foreign key and every maintained column afterwards.
 */
export async function prepareBulkTransaction(db: Database, anchor: Date): Promise<void> {
  await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`set local synchronous_commit = off`);
  await db.execute(sql`set local work_mem = '256MB'`);
  await db.execute(sql`set local maintenance_work_mem = '1GB'`);
  // Generated rows join small lookup tables and staged rows by computed keys; the planner cannot estimate those
  // joins, and a nested loop (or sorts for a merge join) over a million rows is far slower than a hash join.
  await db.execute(sql`set local enable_nestloop = off`);
  await db.execute(sql`set local enable_mergejoin = off`);
  await db.execute(sql`select set_config('cng.seed_anchor', ${anchor.toISOString()}, true)`);
  for (const definition of HELPER_FUNCTIONS) await db.execute(sql.raw(definition));
}

/**
 * The SQL helpers every national seeder uses, in the session's temporary schema (call them as `pg_temp.name`):
 * - seed_pick(n, salt, size): a whole number in [0, size), the same for the same n and salt;
 * - seed_unit(n, salt): a fraction in [0, 1);
 * - seed_id(kind, n): a version 4 layout UUID for row n of a kind, e.g. seed_id('post', 7);
 * - seed_skewed(n, salt, size, power): a whole number in [1, size], 1 most often (power 2: the first 1% get 10%),
 *   for the few busy authors, sellers and posts among many quiet ones;
 * - seed_chance(n, salt, p): true for a share p of the rows;
 * - seed_anchor(): the moment the data is generated around ('now' of the run, to the hour);
 * - seed_between(n, salt, a, b): a moment between a and b;
 * - seed_recent(n, salt, days): a moment in the last `days` days, more often recent (a platform that grows).
 * hashint8extended and hashtext are PostgreSQL's own stable hashes (hash partitions rely on them not changing).
 */
const HELPER_FUNCTIONS = [
  `create or replace function pg_temp.seed_pick(n bigint, salt int, size bigint) returns bigint
     language sql immutable parallel safe
     as $$ select (hashint8extended(n, salt) & 2147483647) % greatest(size, 1) $$`,
  `create or replace function pg_temp.seed_unit(n bigint, salt int) returns float8
     language sql immutable parallel safe
     as $$ select (hashint8extended(n, salt) & 2147483647)::float8 / 2147483648 $$`,
  // Two 64-bit hashes as the 16 bytes, with the version (4) and variant (10) bits of RFC 9562 set.
  `create or replace function pg_temp.seed_id(kind text, n bigint) returns uuid
     language sql immutable parallel safe
     as $$ select encode(int8send((hashint8extended(n, hashtext(kind)) & -61441) | 16384)
                         || int8send((hashint8extended(n, hashtext(kind) + 1) & 4611686018427387903)
                                     | (-9223372036854775807 - 1)), 'hex')::uuid $$`,
  `create or replace function pg_temp.seed_skewed(n bigint, salt int, size bigint, power float8) returns bigint
     language sql immutable parallel safe
     as $$ select 1 + least(greatest(size, 1) - 1, floor(greatest(size, 1) * power(pg_temp.seed_unit(n, salt), power)))::bigint $$`,
  `create or replace function pg_temp.seed_chance(n bigint, salt int, p float8) returns boolean
     language sql immutable parallel safe
     as $$ select pg_temp.seed_unit(n, salt) < p $$`,
  `create or replace function pg_temp.seed_anchor() returns timestamptz
     language sql stable parallel safe
     as $$ select current_setting('cng.seed_anchor')::timestamptz $$`,
  `create or replace function pg_temp.seed_between(n bigint, salt int, a timestamptz, b timestamptz)
     returns timestamptz language sql stable parallel safe
     as $$ select a + (greatest(b, a) - a) * pg_temp.seed_unit(n, salt) $$`,
  `create or replace function pg_temp.seed_recent(n bigint, salt int, days float8) returns timestamptz
     language sql stable parallel safe
     as $$ select pg_temp.seed_anchor() - make_interval(secs => power(pg_temp.seed_unit(n, salt), 2) * days * 86400) $$`,
];

/** A temporary table `name (k int, v text)` of the values, numbered from 0, dropped at commit. */
export async function createList(db: Database, name: string, values: readonly string[]): Promise<number> {
  await createLookup(
    db,
    name,
    'k int, v text',
    values.map((v, k) => ({ k, v })),
  );
  return values.length;
}

/**
 * A temporary table of rows described by `columns` (e.g. `k int, name text`), filled from `rows` through JSON,
 * dropped at commit.
 */
export async function createLookup(
  db: Database,
  name: string,
  columns: string,
  rows: readonly Record<string, string | number | boolean | null>[],
): Promise<void> {
  await db.execute(sql`create temp table ${sql.identifier(name)} on commit drop as
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(${sql.raw(columns)})`);
  await db.execute(sql`analyze ${sql.identifier(name)}`);
}

/** A temporary table from a query (staged rows the seeder inserts from, or reads back), dropped at commit. */
export async function stage(db: Database, name: string, query: SQL): Promise<number> {
  await db.execute(sql`create temp table ${sql.identifier(name)} on commit drop as ${query}`);
  return rowCount(db, name);
}

/** The rows of a query (node-postgres and PGlite both answer with `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function rowCount(db: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

/**
 * Runs `load` with the table's secondary indexes dropped, then builds them again from their own definitions
 * (so indexes added by later migrations are rebuilt too). Indexes behind constraints (primary keys, unique
 * constraints) stay: other tables' foreign keys need them.
 */
export async function withIndexesRebuilt<T>(db: Database, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`
    select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class ic on ic.oid = i.indexrelid
     where i.indrelid = ${`public.${table}`}::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by ic.relname`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  const loaded = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return loaded;
}

/** Copies staged rows as they are into their table (`columns` named alike in both), its indexes rebuilt after. */
export function loadStaged(db: Database, table: string, staged: string, columns: string[]): Promise<unknown> {
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return withIndexesRebuilt(db, table, () =>
    db.execute(sql`insert into ${sql.identifier(table)} (${names}) select ${names} from ${sql.identifier(staged)}`),
  );
}

/**
 * Fails when a table the seeder loads has an insert trigger the seeder does not reproduce: with triggers off for
 * the load, such a trigger's work (a counter, a search column...) would silently be missing.
 */
export async function assertTriggersReproduced(
  db: Database,
  seeder: string,
  tables: readonly string[],
  reproduced: readonly string[],
): Promise<void> {
  const triggers = await queryRows<{ table: string; trigger: string }>(
    db,
    sql`
    select c.relname as "table", t.tgname as trigger
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace ns on ns.oid = c.relnamespace
     where ns.nspname = 'public' and not t.tgisinternal and (t.tgtype & 4) <> 0
       and c.relname in (${sql.join(
         tables.map((t) => sql`${t}`),
         sql`, `,
       )})`,
  );
  const unknown = triggers.filter((r) => !reproduced.includes(r.trigger));
  if (unknown.length > 0) {
    const names = unknown.map((r) => `${r.trigger} on ${r.table}`).join(', ');
    throw new Error(
      `The national seeder '${seeder}' loads with triggers off, and does not reproduce ${names}: ` +
        'set what the trigger maintains in the seeder (and list it as reproduced), or the data will be wrong.',
    );
  }
}
