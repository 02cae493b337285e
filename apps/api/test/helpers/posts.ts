import type { Database } from '../../src/db/client';
import { posts } from '../../src/db/schema/index';

/**
 * Inserts `count` posts by `authorId` straight into the table (fast, no upload), oldest first, one second apart
 * from `start`; returns their ids in that order.
 */
export function insertPosts(
  db: Database,
  authorId: string,
  count: number,
  { start = Date.UTC(2026, 0, 1), description = 'Seeded' } = {},
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    authorAccountId: authorId,
    title: `Post ${i}`,
    description,
    link: 'https://example.ng',
    images: [],
    createdAt: new Date(start + i * 1000),
  }));
  return db.insert(posts).values(rows).returning({ id: posts.id });
}
