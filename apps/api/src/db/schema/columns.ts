import { sql } from 'drizzle-orm';
import { customType, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension, created in migration 0000). */
export const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

/** Raw bytes (a proposal's or a message's document). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The words of the given text columns, in order, for full-text search (a GIN index on it serves the list's
 * search). 'simple': no stemming, so any of the five languages is matched word for word.
 */
export const searchVector = (...columns: string[]) =>
  tsvector('search_vector').generatedAlwaysAs(
    sql.raw(`to_tsvector('simple'::regconfig, ${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`),
  );

/**
 * What every published item shows beside its title (a post, a product, a tool, an opportunity, a training): its
 * description, a link out, and its images (addresses of this platform's uploads, in order). Spread into a table's
 * columns.
 */
export const published = () => ({
  description: text('description').notNull(),
  link: text('link').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
});

/** Set when an admin removes the row (moderation), with the reason given. Spread into a table's columns. */
export const removal = () => ({
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedReason: text('removed_reason'),
});
