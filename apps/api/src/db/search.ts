import { type SQL, sql } from 'drizzle-orm';

/**
 * A prefix full-text query from what someone typed ('photo lag' finds 'Photography in Lagos'),
 * or null when nothing searchable is left. Only letters and digits reach to_tsquery.
 */
export function searchQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Rows whose search vector (a generated tsvector column with a GIN index) holds every typed word as a prefix. */
export function matches(vector: SQL | unknown, text: string | undefined): SQL | undefined {
  const query = searchQuery(text);
  return query ? sql`${vector} @@ to_tsquery('simple', ${query})` : undefined;
}
