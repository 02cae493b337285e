import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createList, stage } from './bulk';

/*
 * Who can act, numbered 1..count (in id order, so the numbering is the same on every run) for generated rows to
 * pick from with pg_temp.seed_pick or pg_temp.seed_skewed. Each function returns the count.
 */

/** Stages the accounts `where` picks (alias `a`), numbered: k, id, role, display_name, email, created_at. */
function stageAccounts(db: Database, name: string, where: SQL): Promise<number> {
  return stage(
    db,
    name,
    sql`select row_number() over (order by a.id) as k, a.id, a.role, a.display_name, a.email, a.created_at
          from accounts a
         where ${where}`,
  );
}

/** seed_members: everyone who could sign in and act (email verified; partners once approved). */
export function stageMembers(db: Database): Promise<number> {
  return stageAccounts(
    db,
    'seed_members',
    sql`a.role <> 'admin' and a.email_verified_at is not null and (a.role <> 'partner' or a.approved_at is not null)`,
  );
}

/** seed_people: creatives and businesses in good standing (buyers, sellers, applicants, trainees). */
export function stagePeople(db: Database): Promise<number> {
  return stageAccounts(
    db,
    'seed_people',
    sql`a.role in ('user', 'business') and a.email_verified_at is not null and not a.is_blacklisted`,
  );
}

/** seed_hosts: approved partners in good standing (they publish listings and receive proposals). */
export function stageHosts(db: Database): Promise<number> {
  return stage(
    db,
    'seed_hosts',
    sql`select row_number() over (order by a.id) as k, a.id, a.display_name, a.approved_at
          from accounts a
         where a.role = 'partner' and a.approved_at is not null and not a.is_blacklisted`,
  );
}

/** seed_works (k, v): the 'works' picture pool, for posts, products and listings. */
export function createWorksList(db: Database, works: readonly string[]): Promise<number> {
  return createList(db, 'seed_works', works);
}

/**
 * A jsonb array of 1 to `most` pictures from seed_works for row `n` (empty without pictures). Use it with
 * `worksJoins(alias, n, salt)` in the FROM clause, which joins the three candidate pictures.
 */
export function pictureArray(alias: string, n: string, salt: number, most: 1 | 2 | 3) {
  const count = `1 + pg_temp.seed_pick(${n}, ${salt}, ${most})`;
  return sql.raw(`(case when ${alias}1.v is null then '[]'::jsonb
            when ${count} = 1 then jsonb_build_array(${alias}1.v)
            when ${count} = 2 then jsonb_build_array(${alias}1.v, ${alias}2.v)
            else jsonb_build_array(${alias}1.v, ${alias}2.v, ${alias}3.v) end)`);
}

export function worksJoins(alias: string, n: string, salt: number) {
  const pick = (i: number) =>
    `left join seed_works ${alias}${i} on ${alias}${i}.k = pg_temp.seed_pick(${n}, ${salt + i}, (select count(*) from seed_works))`;
  return sql.raw([1, 2, 3].map(pick).join('\n'));
}
