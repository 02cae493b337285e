import {
  LISTING_MESSAGES,
  OTHER_ITEMS_BY_SAME_AUTHOR,
  type Tool,
  type ToolDetail,
  type ToolQuery,
  type ToolRequest,
} from '@creative-ng/shared';
import { and, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { accounts, partnerProfiles, tools } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import type { AuthContext } from '../sessions/repository';
import {
  authorColumns,
  checkImages,
  describeAll,
  type ListingDeps,
  listPage,
  matches,
  mustPublish,
  publisherIsPublic,
  savedAmong,
  visibleTo,
} from './common';

const columns = { tool: tools, ...authorColumns };

export function selectTools(deps: Pick<ListingDeps, 'db'>) {
  return deps.db
    .select(columns)
    .from(tools)
    .innerJoin(accounts, eq(accounts.id, tools.partnerAccountId))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, tools.partnerAccountId));
}

type Row = Awaited<ReturnType<typeof selectTools>>[number];

const publicTool: SQL | undefined = and(isNull(tools.removedAt), publisherIsPublic);

function filters(query: ToolQuery): SQL | undefined {
  const price =
    query.price && query.price.length === 1
      ? query.price[0] === 'free'
        ? eq(tools.price, 0)
        : gt(tools.price, 0)
      : undefined;
  return and(
    matches(tools.searchVector, query.q),
    price,
    query.type ? inArray(tools.type, query.type) : undefined,
    query.category ? inArray(tools.category, query.category) : undefined,
    query.sector ? eq(tools.sector, query.sector) : undefined,
  );
}

/** What the public list filters on (also explained in the tests, to show the indexes in use). */
export const publicToolWhere = (query: ToolQuery): SQL | undefined => and(publicTool, filters(query));

export type ToolService = ReturnType<typeof toolService>;

/** Tools and offers (spec content §2 /toolspage, /tooldetailsPage; §7 tool calls). */
export function toolService(deps: ListingDeps) {
  const { db, media } = deps;

  async function present(rows: Row[], viewer: AuthContext | null): Promise<Tool[]> {
    if (rows.length === 0) return [];
    const image = await describeAll(
      media,
      rows.flatMap((row) => row.tool.images),
    );
    const saved = await savedAmong(
      db,
      viewer,
      'tool',
      rows.map((row) => row.tool.id),
    );
    return rows.map(({ tool, authorName, authorLogo }) => ({
      id: tool.id,
      name: tool.name,
      description: tool.description,
      link: tool.link,
      images: tool.images,
      media: tool.images.map(image),
      sector: tool.sector,
      offer: tool.offer,
      type: (tool.type as Tool['type']) ?? null,
      category: (tool.category as Tool['category']) ?? null,
      price: tool.price,
      author: { id: tool.partnerAccountId, name: authorName, logo: authorLogo },
      own: viewer?.accountId === tool.partnerAccountId,
      saved: saved.has(tool.id),
      created_at: tool.createdAt.toISOString(),
      updated_at: tool.updatedAt.toISOString(),
    }));
  }

  const list = (where: SQL | undefined, query: ToolQuery, viewer: AuthContext | null) =>
    listPage(
      db,
      { table: tools, partner: tools.partnerAccountId },
      where,
      query,
      selectTools(deps)
        .where(where)
        .orderBy(desc(tools.createdAt), desc(tools.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      (rows) => present(rows, viewer),
    );

  async function load(id: string, viewer: AuthContext | null): Promise<Tool> {
    const rows = await selectTools(deps)
      .where(and(eq(tools.id, id), visibleTo(viewer, publicTool, tools.partnerAccountId)))
      .limit(1);
    const [tool] = await present(rows, viewer);
    if (!tool) throw notFound(LISTING_MESSAGES.toolNotFound);
    return tool;
  }

  async function mustOwn(id: string, accountId: string) {
    const [row] = await db.select({ owner: tools.partnerAccountId }).from(tools).where(eq(tools.id, id));
    if (!row) throw notFound(LISTING_MESSAGES.toolNotFound);
    if (row.owner !== accountId) throw forbidden(LISTING_MESSAGES.notYours);
  }

  const values = (input: ToolRequest) => ({
    name: input.name,
    description: input.description,
    link: input.link,
    images: input.images,
    sector: input.sector,
    offer: input.offer,
    type: input.type ?? null,
    category: input.category ?? null,
    price: input.price ?? 0,
  });

  return {
    publicList: (query: ToolQuery, viewer: AuthContext | null) => list(publicToolWhere(query), query, viewer),

    ownList: (viewer: AuthContext, query: ToolQuery) =>
      list(and(eq(tools.partnerAccountId, viewer.accountId), filters(query)), query, viewer),

    async detail(id: string, viewer: AuthContext | null): Promise<ToolDetail> {
      const tool = await load(id, viewer);
      const others = await selectTools(deps)
        .where(and(eq(tools.partnerAccountId, tool.author.id), ne(tools.id, id), publicTool))
        .orderBy(sql`random()`)
        .limit(OTHER_ITEMS_BY_SAME_AUTHOR);
      return { ...tool, other_offers: await present(others, viewer) };
    },

    async create(auth: AuthContext | null, input: ToolRequest): Promise<Tool> {
      const viewer = await mustPublish(db, auth);
      await checkImages(media, viewer.accountId, input.images);
      const [row] = await db
        .insert(tools)
        .values({ partnerAccountId: viewer.accountId, ...values(input) })
        .returning({ id: tools.id });
      if (!row) throw new Error('tool not inserted');
      return load(row.id, viewer);
    },

    async update(auth: AuthContext | null, id: string, input: ToolRequest): Promise<Tool> {
      const viewer = await mustPublish(db, auth);
      await mustOwn(id, viewer.accountId);
      await checkImages(media, viewer.accountId, input.images);
      await db.update(tools).set(values(input)).where(eq(tools.id, id));
      return load(id, viewer);
    },

    async remove(auth: AuthContext | null, id: string): Promise<void> {
      const viewer = await mustPublish(db, auth);
      await mustOwn(id, viewer.accountId);
      await db.delete(tools).where(eq(tools.id, id));
    },

    present,
    selectTools: () => selectTools(deps),
  };
}
