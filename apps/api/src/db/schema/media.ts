import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { accountColumn } from './account-columns';
import { createdAt, id } from './columns';

export const mediaPurpose = pgEnum('media_purpose', [
  'profile_photo',
  'cover_photo',
  'post',
  'product',
  'tool',
  'opportunity',
  'event',
  'general',
]);

/** One resized WebP copy of an image. */
export interface MediaVariant {
  width: number;
  height: number;
  bytes: number;
  key: string;
}

/**
 * An image uploaded to the platform: decoded, stripped of metadata and re-encoded on arrival,
 * with resized WebP variants. Content (posts, products…) refers to it by its URL, and the
 * server checks such URLs are of this table (a foreign URL is refused).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    ownerAccountId: accountColumn('owner_account_id'),
    purpose: mediaPurpose('purpose').notNull(),
    /** Storage key of the largest variant; the public URL is derived from it. */
    key: text('key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    /** The average colour ('#rrggbb'), painted where the image will be until it loads; null for older uploads. */
    color: text('color'),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_owner_idx').on(t.ownerAccountId, t.createdAt.desc())],
);
