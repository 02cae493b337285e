/*
 * Where each kind of listing is on the wire, for the API that serves it and the web app that reads it: the paths
 * of its calls, and where clients read the items in the answers (each kind was read differently, and every
 * reading is kept). No zod here, so list pages stay light.
 */

export interface ListingCalls {
  /** The owner's list (GET) and create (POST); one item, edit and delete are at `${path}/{id}`. */
  path: string;
  /** The public list. */
  publicPath: string;
  /** A list is at `data` with the page facts in `pagination`, or at `data.data` beside them. */
  listAt: 'data' | 'data.data';
  /** A created or edited item is `data` itself, or this field of it (`data.event`). */
  oneAt?: string;
  /** Reading one item answers it at `data`, or in this field of it (`data.event`, `data.data`). */
  detailAt?: string;
  /** Reading one item also answers up to two other items by the same owner, in this field of the item. */
  othersIn?: string;
}

export const LISTING_CALLS = {
  tool: { path: '/prop/tool', publicPath: '/prop/tool/all', listAt: 'data', othersIn: 'other_offers' },
  opportunity: { path: '/prop/opportunity', publicPath: '/prop/opportunity/all', listAt: 'data.data' },
  event: {
    path: '/prop/event',
    publicPath: '/prop/event/all',
    listAt: 'data.data',
    oneAt: 'event',
    detailAt: 'event',
  },
  product: {
    path: '/prop/product',
    publicPath: '/prop/public/product',
    listAt: 'data.data',
    detailAt: 'data',
    othersIn: 'other_products',
  },
} as const satisfies Record<string, ListingCalls>;

export type ListingKindName = keyof typeof LISTING_CALLS;

/** `value` as the answer's `data` holds it: itself, or in the field `at`. */
export const wrapAt = (at: string | undefined, value: unknown): unknown => (at ? { [at]: value } : value);

/** What the answer's `data` holds, itself or in the field `at`. */
export const readAt = <T>(at: string | undefined, data: unknown): T =>
  (at ? (data as Record<string, unknown>)[at] : data) as T;
