import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  businessProfiles,
  creativeProfiles,
  events,
  mediaFiles,
  opportunities,
  partnerProfiles,
  posts,
  products,
  tools,
} from '../../db/schema/index';

/*
 * Every place content keeps the address of an uploaded image: the image lists of posts, products, tools,
 * opportunities and trainings, and the photos, logos and covers of profiles. A new column that holds image
 * addresses belongs here, or its images may be removed while it still shows them.
 */
const IMAGE_LISTS = [posts.images, products.images, tools.images, opportunities.images, events.images] as const;
const IMAGE_FIELDS = [
  creativeProfiles.photo,
  creativeProfiles.coverPhoto,
  businessProfiles.logo,
  businessProfiles.coverPhoto,
  partnerProfiles.logo,
  partnerProfiles.coverPhoto,
] as const;

/**
 * An address names the stored image when it ends in '/<key>': absolute or '/media/…', whatever PUBLIC_URL was
 * when it was written (keys are random, so no other image's address ends so).
 */
const names = (address: SQL | PgColumn): SQL =>
  sql`right(${address}, length(${mediaFiles.key}) + 1) = '/' || ${mediaFiles.key}`;

/** SQL, for a query on media_files: true when some record still shows the image of that row. */
export const imageInUse: SQL = sql`(${sql.join(
  [
    ...IMAGE_LISTS.map(
      (list) =>
        sql`exists (select 1 from ${list.table}, jsonb_array_elements_text(${list}) as image(address) where ${names(sql`image.address`)})`,
    ),
    ...IMAGE_FIELDS.map((field) => sql`exists (select 1 from ${field.table} where ${names(field)})`),
  ],
  sql` or `,
)})`;
