import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountRole } from './accounts';

/*
 * Counts kept as the rows change, so no request counts a large table (decision 0026). Triggers on the counted
 * tables add and subtract in the transaction of the change (migration 0014), so a count is always the number of
 * rows it stands for; `select recount()` rebuilds them all from the rows (after a bulk load with triggers off).
 */

/**
 * Accounts by everything the directories filter or count them by. '' stands for no state or sector. A list's
 * total is the sum of the rows its filters select: a few dozen rows, whatever the number of accounts.
 */
export const accountCounts = pgTable(
  'account_counts',
  {
    role: accountRole('role').notNull(),
    state: text('state').notNull(),
    sector: text('sector').notNull(),
    status: text('status').notNull(),
    listed: boolean('listed').notNull(),
    identityVerified: boolean('identity_verified').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.state, t.sector, t.status, t.listed, t.identityVerified] })],
);

/**
 * Named counts of the admin analytics: `name` is the figure (accounts per role, sign-ups per week, creatives by
 * state of origin…), `key` the bucket.
 */
export const tallies = pgTable(
  'tallies',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] })],
);

/**
 * Every word of the directory's search texts (names, skills, expertise, sectors), once. A typed word is matched
 * to its near spellings here, in a table of words rather than of a million accounts, and the accounts are then
 * found by those words in their full-text index.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  // GiST, not GIN: it gives the words nearest a typed one in order of likeness (`word <-> typed`), without a sort.
  (t) => [index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);
