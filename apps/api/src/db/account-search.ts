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
/**
 * A search is common when each typed word is in this share of all accounts or more (decision 0116): only then can
 * more than a count's cap be among a list's newest thousand. A rarer word's word index gives at most 20,000 matches
 * at a million accounts, which costs less than reading a thousand accounts of each list first.
 */
const COMMON_SHARE = 0.02;

export interface AccountSearch {
  /** Every typed word as a prefix: the closer matches. */
  exact: SQL;
  /** Every typed word as a prefix or one of its near spellings: everything the search finds. */
  near: SQL;
  /** Some typed word has near spellings (else `near` finds what `exact` does). */
  spelled: boolean;
  /** Every typed word is common by PostgreSQL's statistics: a count reads the newest accounts first. */
  common: boolean;
}

/** The search for what someone typed, or null when nothing searchable was typed. */
export async function accountSearch(db: Database, text: string | undefined): Promise<AccountSearch | null> {
  const words = searchWordsOf(text);
  if (words.length === 0) return null;
  const [spellings, frequent] = await Promise.all([
    nearSpellings(
      db,
      words.filter((word) => word.length >= NEAR_FROM_LETTERS),
    ),
    frequentWords(db),
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
  // The rarest typed word bounds how many accounts match them all.
  const share = Math.min(...words.map((word) => shareOf(frequent, word, spellings.get(word) ?? [])));
  return {
    exact: exactMatch,
    near: spelled ? sql`${accounts.searchVector} @@ to_tsquery('simple', ${near})` : exactMatch,
    spelled,
    common: share >= COMMON_SHARE,
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
  return { exact: match, near: match, spelled: false, common: false };
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

/** How long the statistics' common words are kept before they are read again: ANALYZE changes them seldom. */
const FREQUENT_WORDS_KEPT_MS = 5 * 60_000;
const keptFrequentWords = new WeakMap<Database, { until: number; words: Promise<Map<string, number>> }>();

/**
 * The words of the accounts' search texts that ANALYZE found most common, with the share of accounts holding each
 * (`pg_stats.most_common_elems`): a word not among them is rarer than all of them. Kept a few minutes per
 * database: planning a read of `pg_stats` costs more than a search's other statements. Not filtered by schema (the
 * platform's tables are in one), which would read every schema's name.
 */
function frequentWords(db: Database): Promise<Map<string, number>> {
  const kept = keptFrequentWords.get(db);
  if (kept && kept.until > Date.now()) return kept.words;
  const words = readFrequentWords(db);
  keptFrequentWords.set(db, { until: Date.now() + FREQUENT_WORDS_KEPT_MS, words });
  words.catch(() => keptFrequentWords.delete(db));
  return words;
}

async function readFrequentWords(db: Database): Promise<Map<string, number>> {
  const rows = rowsOf<{ word: string; share: number }>(
    await db.execute(sql`
      select e.word, e.share from pg_stats as s
      cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, share)
      where s.tablename = 'accounts' and s.attname = 'search_vector' and e.word is not null`),
  );
  return new Map(rows.map((row) => [row.word, Number(row.share)]));
}

/**
 * The share of all accounts a typed word finds, by the statistics: its common words that begin with it and its
 * near spellings, summed (an account holding two of them is counted twice, so it errs high). It only chooses how a
 * count reads (decision 0116); no count shown is an estimate.
 */
function shareOf(frequent: Map<string, number>, typed: string, spellings: readonly string[]): number {
  let share = 0;
  for (const [word, n] of frequent) if (word.startsWith(typed) || spellings.includes(word)) share += n;
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

/** Newest accounts of a list a count of a common search reads first: more than the cap of them may match there. */
const COMMON_WORD_WINDOW = 1000;

/**
 * How many accounts `where` and the search match, counted up to `cap` (+1 to know there are more), as a scalar
 * subquery.
 * - The matches are read as a whole set from the list's word index (a materialized CTE is planned for all its
 *   rows), and counted as they come, stopping past the cap. Written as a plain `… limit cap` the planner guessed
 *   from its estimate that a walk of the table would meet `cap` matches soon, and when a list held few (a
 *   business's words among creatives) it read all million accounts (decision 0051). The word index gives every
 *   match before the first is counted: its cost is the number of matches.
 * - So a common search (`search.common`, decision 0116) first matches the list's newest `COMMON_WORD_WINDOW`
 *   accounts, read in its index's order, and stops when more than the cap match there: 'limited', in every
 *   business's name, was every business materialised (about 800 ms, decision 0111). PostgreSQL reads the word
 *   index only when that step did not reach the cap (an uncorrelated subquery runs when first needed). A rarer
 *   search skips that step: reading a thousand accounts of each list (a business's search text is long) cost more
 *   than its word index does.
 */
export const searchedUpToSql = (where: SQL | undefined, search: AccountSearch, cap: number): SQL<number> => {
  const fromWordIndex = sql<number>`(with found as materialized (select 1 from ${accounts} where ${and(where, search.near)})
       select count(*)::int from (select 1 from found limit ${cap + 1}) as counted)`;
  if (!search.common) return fromWordIndex;
  return sql<number>`(select case when common.n > ${cap} then common.n else ${fromWordIndex} end
    from (select count(*)::int as n from (select 1 from (
      select (${search.near}) as hit from ${accounts} where ${where ?? sql`true`}
      order by ${sql.join(newestFirst(accounts.createdAt, accounts.id), sql`, `)}
      limit ${COMMON_WORD_WINDOW}) as newest where newest.hit limit ${cap + 1}) as hits) as common)`;
};

/** Puts rows in the order of `ids` (rows fetched by id come back in any order). */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
