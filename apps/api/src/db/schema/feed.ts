import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accountColumn } from './account-columns';
import { createdAt, id, published, removal, updatedAt } from './columns';

/**
 * A post on the public feed. Images are addresses of this platform's uploads (checked on write),
 * kept in order. The like count is kept on the row, in the same transaction as the like itself,
 * so the feed never counts likes per request.
 */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    authorAccountId: accountColumn('author_account_id'),
    title: text('title').notNull(),
    ...published(),
    likeCount: integer('like_count').notNull().default(0),
    /** Set when an admin removes the post (moderation); removed posts are hidden from everyone but the author. */
    ...removal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The feed pages by (created_at, id) newest first: keyset pagination walks this index.
    index('posts_feed_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    // One author's posts, newest first (public profiles, own posts): the same order, so no sort.
    index('posts_author_idx').on(t.authorAccountId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** One like per person per post. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: accountColumn('account_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.accountId] }), index('post_likes_account_idx').on(t.accountId)],
);
