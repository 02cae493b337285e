import { type SQL, sql } from 'drizzle-orm';

/**
 * A prefix full-text query from what someone typed ('photo lag' finds 'Photography in Lagos'),
 * or null when nothing searchable is left. Only letters and digits reach to_tsquery.
 */
export function searchQuery(text: string | undefined): string | null {
  const words = searchWordsOf(text);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The words of what someone typed: lower-cased letters and digits only (nothing that could break a tsquery), at most 8. */
export function searchWordsOf(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** Rows whose search vector (a generated tsvector column with a GIN index) holds every typed word as a prefix. */
export function matches(vector: SQL | unknown, text: string | undefined): SQL | undefined {
  const query = searchQuery(text);
  return query ? sql`${vector} @@ to_tsquery('simple', ${query})` : undefined;
}
