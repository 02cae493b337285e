import { type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';

/** The words of a search, lower-cased, without anything that could break a tsquery. */
export function searchWords(q: string | undefined): string[] {
  return (
    (q ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/**
 * Matches accounts whose search text (name, skills, expertise, category, sector; kept by triggers, migration
 * 0007) holds every word as a word prefix (full text, 'chin' finds Chinedu), or is close to the whole search
 * by trigram word similarity (typos: 'oluwasegun' finds Oluwaseun). Both sides use a GIN index.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  const phrase = words.join(' ');
  return sql`(${accounts.searchVector} @@ to_tsquery('simple', ${prefixQuery}) or ${phrase} <% ${accounts.searchText})`;
}

/** Best matches first when searching. */
export function searchRank(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return sql`word_similarity(${words.join(' ')}, ${accounts.searchText}) desc`;
}
