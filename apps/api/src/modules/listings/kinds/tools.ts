import {
  LISTING_CALLS,
  LISTING_MESSAGES,
  TOOL_CATEGORIES,
  type Tool,
  type ToolQuery,
  type ToolRequest,
  toolDetailResponseSchema,
  toolListResponseSchema,
  toolQuerySchema,
  toolRequestSchema,
  toolResponseSchema,
} from '@creative-ng/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { newestFirst } from '../../../db/lists';
import { tools } from '../../../db/schema/index';
import { matches } from '../../../db/search';
import { TOOLS_TOPIC } from '../../../http/cache-topics';
import { partnerItem, partnerKind, partnerRoutes, savedOnly } from './partner';

/** Free, paid, or (both or neither ticked) either. */
function priceFilter(price: ToolQuery['price']): SQL | undefined {
  if (price?.length !== 1) return undefined;
  // Written out, as the predicates of the free and paid indexes are.
  return price[0] === 'free' ? sql`${tools.price} = 0` : sql`${tools.price} > 0`;
}

/** What the lists filter on: search words, price, type, category and sector. */
function toolFilters(query: ToolQuery): SQL | undefined {
  return and(
    matches(tools.searchVector, query.q),
    priceFilter(query.price),
    query.type ? inArray(tools.type, query.type) : undefined,
    query.category ? inArray(tools.category, query.category) : undefined,
    query.sector ? eq(tools.sector, query.sector) : undefined,
  );
}

/** Tools and offers. */
export const toolKind = partnerKind(tools, {
  notFound: LISTING_MESSAGES.toolNotFound,
  filters: toolFilters,
  sections: () => [{ order: newestFirst(tools.createdAt, tools.id) }],
  ...savedOnly('tool', tools),
  present: (row, context): Tool => ({
    ...partnerItem(row, context),
    name: row.item.name,
    sector: row.item.sector,
    offer: row.item.offer,
    type: (row.item.type as Tool['type']) ?? null,
    // Tools saved before the categories were their own list carry a type there: none of the categories.
    category: (TOOL_CATEGORIES as readonly string[]).includes(row.item.category ?? '')
      ? (row.item.category as Tool['category'])
      : null,
    price: row.item.price,
  }),
  values: (input: ToolRequest) => ({
    name: input.name,
    description: input.description,
    link: input.link,
    images: input.images,
    sector: input.sector,
    offer: input.offer,
    type: input.type ?? null,
    category: input.category ?? null,
    price: input.price ?? 0,
  }),
});

export const toolRoutes = partnerRoutes({
  calls: LISTING_CALLS.tool,
  tags: ['tools'],
  badId: LISTING_MESSAGES.toolNotFound,
  cacheTopic: TOOLS_TOPIC,
  schemas: {
    query: toolQuerySchema,
    create: toolRequestSchema,
    list: toolListResponseSchema,
    one: toolResponseSchema,
    detail: toolDetailResponseSchema,
  },
  summaries: {
    publicList: 'Public tools and offers: search q, filters price/type/category/sector, 9 a page',
    ownList: "The signed-in partner's own tools and offers (removed ones too)",
    one: 'One offer, with up to two other offers by the same partner',
    create: 'Create an offer (approved partners): name, description, link, images, sector, offer',
    update: 'Edit your own offer (every field, as when creating)',
    remove: 'Delete your own offer',
  },
  words: {
    list: 'Tools',
    one: 'Tool',
    created: LISTING_MESSAGES.toolCreated,
  },
});
