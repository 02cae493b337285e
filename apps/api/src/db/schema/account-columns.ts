import { uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/*
 * The columns that tie a row to an account. Kept out of columns.ts (which accounts.ts itself uses) so the schema
 * has no import cycle, and out of index.ts, which lists only tables.
 */

/** An account the row belongs to: the row goes when the account is deleted. */
export const accountColumn = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** The key of a table with one row per account (a profile, a setting), going with the account. */
export const accountKey = () =>
  uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' });
