import { type ListingCalls, messageOnlySchema, type PageInfo, type Role, wrapAt } from '@creative-ng/shared';
import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { signedIn } from '../http/auth';
import type { AuthContext } from '../http/auth-context';
import { isFirstPage } from '../http/pagination';
import type { ListingService } from './service';

/** How one kind's calls look on the wire: their paths and where answers hold the items, schemas and words. */
export interface ListingRouteSpec {
  /** Paths and answer shapes, shared with the web app (packages/shared listings/calls.ts). */
  calls: ListingCalls;
  tags: string[];
  /** Roles that create, edit and delete (and read their own list). */
  writers: readonly Role[];
  /** The words for an id that is not one. */
  badId: string;
  /**
   * The topic visitors' first pages of the public list are kept under (http/cache-topics.ts): forgotten when the
   * owner creates, edits or deletes an item (and, through the published-content topics, on moderation).
   */
  cacheTopic: string;
  schemas: {
    query: ZodType;
    create: ZodType;
    /** Edits, where they are checked differently from creating. */
    update?: ZodType;
    list: ZodType;
    one: ZodType;
    detail?: ZodType;
  };
  summaries: { publicList: string; ownList: string; one: string; create: string; update: string; remove: string };
  /** Labels of a list and of one item (not messages), and the codes of the confirmations. */
  words: { list: string; one: string; created: MessageCode; updated: MessageCode; deleted: MessageCode };
}

const listAnswer = (at: ListingCalls['listAt'], message: string, items: unknown[], page: PageInfo) =>
  at === 'data' ? { message, data: items, pagination: page } : { message, data: { ...page, data: items } };

/** The six calls every kind has: public list, own list, one item, create, edit, delete. */
export function listingRoutes<Item, Query, Input>(
  spec: ListingRouteSpec,
  service: ListingService<Item, Query, Input>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingRoutes(spec, service));
    await app.register(writingRoutes(spec, service));
  };
}

/** One item, with the other items by its owner in the field the kind answers them in. */
async function readOne<Item>(
  calls: ListingCalls,
  service: ListingService<Item, unknown, unknown>,
  id: string,
  viewer: AuthContext | null,
) {
  if (!calls.othersIn) return service.get(id, viewer);
  const { item, others } = await service.detail(id, viewer);
  return { ...item, [calls.othersIn]: others };
}

/** How long visitors' first pages of a public list are kept (a change made through the platform forgets them). */
const FIRST_PAGES_KEPT_MS = 5000;

/** A list's first page, with whatever search and filters: where a crowd of visitors lands. */
const idParams = (spec: ListingRouteSpec) => z.object({ id: z.uuid({ error: spec.badId }) });

function readingRoutes<Item, Query>(
  spec: ListingRouteSpec,
  service: ListingService<Item, Query, unknown>,
): FastifyPluginAsyncZod {
  const { calls, tags, schemas, summaries, words } = spec;
  const list = { querystring: schemas.query, response: { 200: schemas.list } };
  const one = { params: idParams(spec), response: { 200: schemas.detail ?? schemas.one } };
  const publicCache = { ttlMs: FIRST_PAGES_KEPT_MS, topics: () => [spec.cacheTopic], when: isFirstPage };
  return async (app) => {
    app.get(
      calls.publicPath,
      { config: { publicCache }, schema: { tags, summary: summaries.publicList, ...list } },
      async (request) => {
        const found = await service.publicList(request.query as Query, request.auth);
        return listAnswer(calls.listAt, words.list, found.items, found.pagination);
      },
    );

    app.get(
      calls.path,
      { config: { roles: spec.writers }, schema: { tags, summary: summaries.ownList, ...list } },
      async (request) => {
        const found = await service.ownList(signedIn(request.auth), request.query as Query);
        return listAnswer(calls.listAt, words.list, found.items, found.pagination);
      },
    );

    app.get(`${calls.path}/:id`, { schema: { tags, summary: summaries.one, ...one } }, async (request) => ({
      message: words.one,
      data: wrapAt(calls.detailAt, await readOne(calls, service, request.params.id, request.auth)),
    }));
  };
}

function writingRoutes<Item, Input>(
  spec: ListingRouteSpec,
  service: ListingService<Item, unknown, Input>,
): FastifyPluginAsyncZod {
  const { calls, tags, schemas, summaries, words } = spec;
  const config = { roles: spec.writers, invalidates: () => [spec.cacheTopic] };
  const params = idParams(spec);
  return async (app) => {
    app.post(
      calls.path,
      { config, schema: { tags, summary: summaries.create, body: schemas.create, response: { 201: schemas.one } } },
      async (request, reply) => {
        const item = await service.create(request.auth, request.body as Input);
        return reply.status(201).send({ message: words.created, data: wrapAt(calls.oneAt, item) });
      },
    );

    const edit = { params, body: schemas.update ?? schemas.create, response: { 200: schemas.one } };
    app.put(`${calls.path}/:id`, { config, schema: { tags, summary: summaries.update, ...edit } }, async (request) => {
      const item = await service.update(request.auth, request.params.id, request.body as Input);
      return { message: words.updated, data: wrapAt(calls.oneAt, item) };
    });

    const removal = { params, response: { 200: messageOnlySchema } };
    app.delete(
      `${calls.path}/:id`,
      { config, schema: { tags, summary: summaries.remove, ...removal } },
      async (request) => {
        await service.remove(request.auth, request.params.id);
        return { message: words.deleted, data: null };
      },
    );
  };
}
