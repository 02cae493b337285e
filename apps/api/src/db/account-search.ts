import { DIRECTORY_LISTS, type DirectoryList } from '@creative-ng/shared';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { newestFirst, rowsOf } from './lists';
import { accounts, searchWords } from './schema/index';
import { searchWordsOf } from './search';

/*
 * The directories' search, forgiving typos at a million accounts (decision 0027).
 *
 * Each typed word is a word prefix ('chined' finds Chinedu) in the accounts' full-text index. A typed word of four
 * letters or more also stands for its near spellings ('oluwasegun' for Oluwaseun): those are looked up by trigram
 * likeness in `search_words`, the vocabulary of every search text (a table of words, not of accounts), and then
 * found in the same full-text index as whole words. Accounts matching every typed word as written come first,
 * then those that match only through a near spelling; newest first within each.
 */

/** Typed words this long or longer are matched to near spellings too (shorter ones are prefixes only). */
const NEAR_FROM_LETTERS = 4;
/** How alike a near spelling must be (pg_trgm similarity, 0 to 1): Oluwaseun is 0.62 from 'oluwasegun'. */
const LIKENESS = 0.45;
/** At most this many near spellings per typed word. */
const NEAR_SPELLINGS = 5;

export interface AccountSearch {
  /** Every typed word as a prefix: the closer matches. */
  exact: SQL;
  /** Every typed word as a prefix or one of its near spellings: everything the search finds. */
  near: SQL;
  /** Some typed word has near spellings (else `near` finds what `exact` does). */
  spelled: boolean;
  /** What each list's statistics expect the search to match there: how a count of the list reads (decision 0127). */
  expected: Record<DirectoryList, ExpectedMatches>;
}

/** A search's expected matches in one list, by its word statistics. */
export interface ExpectedMatches {
  /** The list's accounts, as ANALYZE last counted them. */
  accounts: number;
  /** The share of them the search matches (0 when a typed word is rarer than all the list's common words). */
  share: number;
}

const NONE_EXPECTED: Record<DirectoryList, ExpectedMatches> = {
  creatives: { accounts: 0, share: 0 },
  business: { accounts: 0, share: 0 },
  partners: { accounts: 0, share: 0 },
};

/** The search for what someone typed, or null when nothing searchable was typed. */
export async function accountSearch(db: Database, text: string | undefined): Promise<AccountSearch | null> {
  const words = searchWordsOf(text);
  if (words.length === 0) return null;
  const [spellings, statistics] = await Promise.all([
    nearSpellings(
      db,
      words.filter((word) => word.length >= NEAR_FROM_LETTERS),
    ),
    listWords(db),
  ]);
  // Typed words hold letters and digits only, and vocabulary words too (migration 0014): nothing else reaches
  // to_tsquery.
  const exact = words.map((word) => `${word}:*`).join(' & ');
  const near = words
    .map((word) => {
      const others = spellings.get(word) ?? [];
      return others.length > 0 ? `(${[`${word}:*`, ...others].join(' | ')})` : `${word}:*`;
    })
    .join(' & ');
  const exactMatch = sql`${accounts.searchVector} @@ to_tsquery('simple', ${exact})`;
  const spelled = spellings.size > 0;
  return {
    exact: exactMatch,
    near: spelled ? sql`${accounts.searchVector} @@ to_tsquery('simple', ${near})` : exactMatch,
    spelled,
    expected: expectedMatches(statistics, words, spellings),
  };
}

/** Something typed that is a whole email address (one @, no spaces), else null. */
function emailOf(text: string | undefined): string | null {
  const typed = text?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) ? typed : null;
}

/**
 * The admins' search: a whole email address finds its account (one look-up in the unique index of emails, any
 * case: the column is citext); anything else is the directories' search. Only admins search by email: the
 * public directory never shows or matches addresses.
 */
export async function adminAccountSearch(db: Database, text: string | undefined): Promise<AccountSearch | null> {
  const email = emailOf(text);
  if (!email) return accountSearch(db, text);
  const match = eq(accounts.email, email);
  return { exact: match, near: match, spelled: false, expected: NONE_EXPECTED };
}

/**
 * The vocabulary's words nearest each typed word (nearest first, by the GiST index), alike enough to count. Words
 * that begin with the typed word are left out: the typed word finds them already, as a prefix.
 */
async function nearSpellings(db: Database, typed: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (typed.length === 0) return found;
  const list = sql.join(
    typed.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = rowsOf<{ typed: string; word: string }>(
    await db.execute(sql`
      select t.typed, n.word
      from unnest(array[${list}]::text[]) as t(typed)
      cross join lateral (
        select ${searchWords.word} as word from ${searchWords}
        order by ${searchWords.word} <-> t.typed
        limit ${NEAR_SPELLINGS}
      ) as n
      where not starts_with(n.word, t.typed) and similarity(n.word, t.typed) >= ${LIKENESS}`),
  );
  for (const row of rows) found.set(row.typed, [...(found.get(row.typed) ?? []), row.word]);
  return found;
}

/** How long the lists' word statistics are kept before they are read again: ANALYZE changes them seldom. */
const LIST_WORDS_KEPT_MS = 5 * 60_000;
const keptListWords = new WeakMap<Database, { until: number; lists: Promise<Map<DirectoryList, ListWords>> }>();

/** What ANALYZE found of one list's search texts. */
interface ListWords {
  accounts: number;
  /** The list's most common words, with the share of its accounts holding each. */
  shares: Map<string, number>;
}

/**
 * Each list's statistics object (migration 0023): the search text of the list's role's accounts, null for others,
 * so that ANALYZE keeps the list's own most common words with their share of the list, and the list's share of all
 * accounts (`null_frac`). A creative's first name is common among creatives and absent among businesses, which the
 * statistics of the whole column cannot tell.
 */
const WORDS_STATISTICS: Record<DirectoryList, string> = {
  creatives: 'accounts_creatives_words',
  business: 'accounts_business_words',
  partners: 'accounts_partners_words',
};

/**
 * Each list's word statistics, kept a few minutes per database: planning a read of the statistics views costs
 * more than a search's other statements. A list ANALYZE has not seen, or a role that may not read the statistics
 * of a table it does not own, has none: its counts read its word index, which is always right (decision 0127).
 */
function listWords(db: Database): Promise<Map<DirectoryList, ListWords>> {
  const kept = keptListWords.get(db);
  if (kept && kept.until > Date.now()) return kept.lists;
  const lists = readListWords(db);
  keptListWords.set(db, { until: Date.now() + LIST_WORDS_KEPT_MS, lists });
  lists.catch(() => keptListWords.delete(db));
  return lists;
}

async function readListWords(db: Database): Promise<Map<DirectoryList, ListWords>> {
  const names = sql.join(
    DIRECTORY_LISTS.map((list) => sql`${WORDS_STATISTICS[list]}`),
    sql`, `,
  );
  const rows = rowsOf<{ name: string; accounts: number; word: string; share: number }>(
    await db.execute(sql`
      select s.statistics_name as name, e.word, e.share,
             (1 - s.null_frac) * (select greatest(c.reltuples, 0) from pg_class as c where c.oid = 'accounts'::regclass)
               as accounts
      from pg_stats_ext_exprs as s
      cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, share)
      where s.tablename = 'accounts' and s.statistics_name in (${names}) and e.word is not null`),
  );
  const lists = new Map<DirectoryList, ListWords>();
  for (const list of DIRECTORY_LISTS) {
    const own = rows.filter((row) => row.name === WORDS_STATISTICS[list]);
    if (own.length === 0) continue;
    lists.set(list, {
      accounts: Number(own[0]?.accounts ?? 0),
      shares: new Map(own.map((row) => [row.word, Number(row.share)])),
    });
  }
  return lists;
}

/**
 * What each list's statistics expect a search to match. A typed word's share of a list is the sum of the list's
 * common words that begin with it and of its near spellings (an account holding two of them is counted twice, so
 * it errs high); the typed words' shares are multiplied, as if independent, as the planner does. It only chooses
 * how a count reads (decision 0127); no count shown is an estimate.
 */
function expectedMatches(
  statistics: Map<DirectoryList, ListWords>,
  words: readonly string[],
  spellings: Map<string, string[]>,
): Record<DirectoryList, ExpectedMatches> {
  const expected = (list: DirectoryList): ExpectedMatches => {
    const own = statistics.get(list);
    if (!own) return NONE_EXPECTED[list];
    const share = words.reduce((product, word) => product * shareOf(own.shares, word, spellings.get(word) ?? []), 1);
    return { accounts: own.accounts, share: Math.min(share, 1) };
  };
  return { creatives: expected('creatives'), business: expected('business'), partners: expected('partners') };
}

function shareOf(common: Map<string, number>, typed: string, spellings: readonly string[]): number {
  let share = 0;
  for (const [word, n] of common) if (word.startsWith(typed) || spellings.includes(word)) share += n;
  return share;
}

/**
 * The ids of one page of accounts matching `where` and the search: exact matches first, then near ones, newest
 * first within each. Each half reads no further than the end of this page.
 *
 * `few`: the caller counted the matches and there are no more than a page's count cap (decision 0086). Then they
 * are read from the list's word index and put in order, instead of walking the list newest first until the page
 * is full: a walk reads every account of the list when few of them match (a creative's first name searched among
 * businesses), and the planner cannot know how few do.
 */
export async function rankedAccountIds(
  db: Database,
  where: SQL | undefined,
  search: AccountSearch,
  page: { offset: number; limit: number },
  few = false,
): Promise<string[]> {
  if (few) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        with found as materialized (
          select ${accounts.id} as id, ${accounts.createdAt} as created_at,
                 (case when ${search.exact} then 1 else 2 end) as rank
          from ${accounts} where ${and(where, search.near)})
        select id from found
        order by rank, created_at desc nulls last, id desc nulls last
        offset ${page.offset} limit ${page.limit}`),
    );
    return rows.map((row) => row.id);
  }
  const upTo = page.offset + page.limit;
  const half = (rank: number, match: SQL | undefined) => sql`(
    select ${accounts.id} as id, ${accounts.createdAt} as created_at, ${rank}::int as rank
    from ${accounts} where ${and(where, match)}
    order by ${sql.join(newestFirst(accounts.createdAt, accounts.id), sql`, `)}
    limit ${upTo})`;
  // Without near spellings the second half would be 'exact and not exact': no row, but found only by reading all.
  const halves = search.spelled
    ? sql`${half(1, search.exact)} union all ${half(2, and(search.near, not(search.exact)))}`
    : half(1, search.exact);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from (${halves}) as found
      order by rank, created_at desc nulls last, id desc nulls last
      offset ${page.offset} limit ${page.limit}`),
  );
  return rows.map((row) => row.id);
}

/**
 * A walk newest first reads about `(cap + 1) / share` accounts of a list to meet more than the cap; it reads up to
 * this many times that, since a list's newest accounts may hold the words less often than the list as a whole.
 */
const WALK_MARGIN = 2;
/**
 * Accounts a walk may read per match the word index would give, and still cost less: a walked creative costs
 * 0.3 to 0.4 µs of CPU, a business (long search texts) 1.2 µs, a match of the word index's bitmap 2 µs (decision
 * 0126, on the national data set).
 */
const WALKED_PER_MATCH = 2;

/**
 * How many of a whole list's newest accounts a count matches before its word index, or 0 to count from the word
 * index alone (decision 0127): a walk only when the statistics expect more than the cap among fewer newest
 * accounts than the word index would give matches, weighed by what each costs.
 */
export function walkWindow(expected: ExpectedMatches, cap: number): number {
  if (expected.share <= 0) return 0;
  const window = Math.ceil((WALK_MARGIN * (cap + 1)) / expected.share);
  return window <= WALKED_PER_MATCH * expected.share * expected.accounts ? window : 0;
}

/**
 * How many accounts `where` and the search match, counted up to `cap` (+1 to know there are more), as a scalar
 * subquery. `list` names the whole list `where` selects, when no filter narrows it: its word statistics may then
 * choose to read its newest accounts first.
 * - The matches are read as a whole set from the list's word index (a materialized CTE is planned for all its
 *   rows), and counted as they come, stopping past the cap. Written as a plain `… limit cap` the planner guessed
 *   from its estimate that a walk of the table would meet `cap` matches soon, and when a list held few (a
 *   business's words among creatives) it read all million accounts (decision 0051). The word index gives every
 *   match before the first is counted: its cost is the number of matches (a bitmap of every heap page holding
 *   one: 23 ms of CPU for the 11,542 creatives 'chined' finds, decision 0126).
 * - So when the list's own statistics expect many matches (`walkWindow`, decision 0127), the count first matches
 *   the list's newest accounts, read in its index's order, and stops as soon as more than the cap match, within
 *   the window: 'chined' among creatives meets 101 within some 7,800 accounts. PostgreSQL reads the word index
 *   only when that walk did not reach the cap (an uncorrelated subquery runs when first needed), so the count is
 *   exact up to the cap whichever way it read.
 */
export const searchedUpToSql = (
  where: SQL | undefined,
  search: AccountSearch,
  cap: number,
  list?: DirectoryList,
): SQL<number> => {
  const fromWordIndex = sql<number>`(with found as materialized (select 1 from ${accounts} where ${and(where, search.near)})
       select count(*)::int from (select 1 from found limit ${cap + 1}) as counted)`;
  const window = list ? walkWindow(search.expected[list], cap) : 0;
  if (window === 0) return fromWordIndex;
  return sql<number>`(select case when walked.n > ${cap} then walked.n else ${fromWordIndex} end
    from (select count(*)::int as n from (select 1 from (
      select (${search.near}) as hit from ${accounts} where ${where ?? sql`true`}
      order by ${sql.join(newestFirst(accounts.createdAt, accounts.id), sql`, `)}
      limit ${window}) as newest where newest.hit limit ${cap + 1}) as hits) as walked)`;
};

/** Puts rows in the order of `ids` (rows fetched by id come back in any order). */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
