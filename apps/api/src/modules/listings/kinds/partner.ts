import { LISTING_MESSAGES, type SavedKind } from '@creative-ng/shared';
import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import { and, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { AuthContext } from '../../../http/auth-context';
import type { ListingKind, PageQuery, Presenting } from '../../../listing-engine/kind';
import type { ListingRouteSpec } from '../../../listing-engine/routes';
import { mustPublish } from '../publisher';
import {
  type PartnerRow,
  type PartnerTable,
  partnerMatching,
  partnerRows,
  publisherIsPublic,
  savedAmong,
  savedByColumn,
} from '../repository';

/*
 * What tools, opportunities and trainings share as listing kinds: an approved partner publishes them, they are
 * shown with the partner's name and logo, members save them. Each kind's file adds its table's own parts.
 */

/** What every partner kind's presenter knows: which of the items the viewer saved. */
export interface SavedLookup {
  saved: Set<string>;
}

/** Which of these items the viewer saved (none for visitors). */
export const savedBy = async (db: Database, kind: SavedKind, ids: string[], viewer: AuthContext | null) =>
  viewer ? savedAmong(db, viewer.accountId, kind, ids) : new Set<string>();

/** Whether the viewer saved each item, as a column of the statement that reads the items (decision 0099). */
export const savedColumns = (kind: SavedKind, table: PartnerTable) => (viewerId: string) => ({
  viewerSaved: savedByColumn(kind, table.id, viewerId),
});

/** The ids of the rows read with a true `flag` column (`viewerSaved`, `viewerRegistered`). */
export const flaggedIn = (rows: readonly unknown[], flag: 'viewerSaved' | 'viewerRegistered') =>
  new Set(
    (rows as (PartnerRow<PartnerTable> & Record<typeof flag, unknown>)[]).flatMap((row) =>
      row[flag] ? [row.item.id] : [],
    ),
  );

/**
 * What a viewer sees of an item of a kind they can only save (tools, opportunities): whether they saved it, read
 * with the items' statement for a signed-in viewer, or looked up.
 */
export const savedOnly = (kind: SavedKind, table: PartnerTable) => ({
  lookup: async (db: Database, ids: string[], viewer: AuthContext | null): Promise<SavedLookup> => ({
    saved: await savedBy(db, kind, ids, viewer),
  }),
  viewerColumns: savedColumns(kind, table),
  foundIn: (rows: readonly unknown[]): SavedLookup => ({ saved: flaggedIn(rows, 'viewerSaved') }),
});

type OwnParts<T extends PartnerTable, Item, Query extends PageQuery, Input, Lookups extends SavedLookup> = Pick<
  ListingKind<T, PartnerRow<T>, Item, Query, Input, Lookups>,
  'filters' | 'sections' | 'lookup' | 'viewerColumns' | 'foundIn' | 'present' | 'values' | 'checkEdit'
> & { notFound: MessageCode };

/** A kind an approved partner publishes, from its table and what differs for it. */
export function partnerKind<T extends PartnerTable, Item, Query extends PageQuery, Input, Lookups extends SavedLookup>(
  table: T,
  own: OwnParts<T, Item, Query, Input, Lookups>,
): ListingKind<T, PartnerRow<T>, Item, Query, Input, Lookups> {
  const { notFound, ...parts } = own;
  return {
    ...parts,
    table,
    owner: table.partnerAccountId,
    ownedBy: (accountId) => ({ partnerAccountId: accountId }) as Partial<T['$inferInsert']>,
    select: partnerRows(table),
    matching: partnerMatching(table),
    isPublic: and(isNull(table.removedAt), publisherIsPublic) as SQL,
    itemOf: (row) => row.item,
    writer: mustPublish,
    messages: { notFound, notYours: LISTING_MESSAGES.notYours, foreignImage: LISTING_MESSAGES.foreignImage },
  };
}

/** The fields every partner item answers with, as its presenter starts it. */
export function partnerItem<T extends PartnerTable>(
  { item, authorName, authorLogo }: PartnerRow<T>,
  { viewer, image, found }: Presenting<SavedLookup>,
) {
  return {
    id: item.id,
    description: item.description,
    link: item.link,
    images: item.images,
    media: item.images.map(image),
    author: { id: item.partnerAccountId, name: authorName, logo: authorLogo },
    own: viewer?.accountId === item.partnerAccountId,
    saved: found.saved.has(item.id),
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

/** A UTC ISO timestamp with microseconds, as the spec's clients send it (…T14:00:00.000000Z). */
export function isoMicro(at: Date): string {
  return at.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

type OwnRoutes = Omit<ListingRouteSpec, 'writers' | 'words'> & {
  words: Pick<ListingRouteSpec['words'], 'list' | 'one' | 'created'>;
};

/** The calls of a partner kind: partners write, with the same words for edits and deletions. */
export const partnerRoutes = ({ words, ...spec }: OwnRoutes): ListingRouteSpec => ({
  ...spec,
  writers: ['partner'],
  words: { ...words, updated: LISTING_MESSAGES.updated, deleted: LISTING_MESSAGES.deleted },
});
