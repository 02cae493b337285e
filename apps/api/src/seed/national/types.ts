import type { Database } from '../../db/client';
import type { NationalSizes } from './sizes';

/** What every national seeder gets: its transaction, the sizes, and what the run made once for all. */
export interface NationalContext {
  /** The seeder's own transaction, prepared by prepareBulkTransaction (triggers off, helper functions). */
  db: Database;
  sizes: NationalSizes;
  /** The demo admin: who blacklisted, approved and took down what the data says was. */
  adminId: string;
  /** Demo picture URLs, made through the real image pipeline (empty lists when the run has no media store). */
  pictures: { portraits: readonly string[]; covers: readonly string[]; works: readonly string[] };
  /** The one argon2id hash of the demo password that every demo account shares. */
  passwordHash: string;
  log: (line: string) => void;
}

/**
 * One part of the national data set, loaded with set-based SQL in one transaction: it is there completely or not
 * at all, so a second run finds it and skips it. To add one, write it in this folder and add it to
 * NATIONAL_SEEDERS in the order of what it needs.
 */
export interface NationalSeeder {
  name: string;
  /** The tables it fills. Their insert triggers are checked against `reproducesTriggers` before the load. */
  tables: readonly string[];
  /** Insert triggers on those tables whose work the seeder does itself, in bulk (triggers are off for the load). */
  reproducesTriggers?: readonly string[];
  /**
   * Its rows are there when row 1 of this kind of id is in this table (ids are pg_temp.seed_id(kind, n)), and at
   * these sizes when row `count` is there and row `count + 1` is not.
   */
  marker(sizes: NationalSizes): { table: string; kind: string; count: number };
  run(context: NationalContext): Promise<void>;
}
