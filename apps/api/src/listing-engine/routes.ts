import { messageOnlySchema, type PageInfo, type Role } from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { signedIn } from '../http/auth';
import type { ListingService } from './service';

/** How one kind's calls look on the wire: their paths, schemas and words, and where answers hold the items. */
export interface ListingRouteSpec<Item> {
  tags: string[];
  /** The owner's list and create; one item, edit and delete are at `${path}/:id`. */
  path: string;
  /** The public list. */
  publicPath: string;
  /** Roles that create, edit and delete (and read their own list). */
  writers: readonly Role[];
  /** The words for an id that is not one. */
  badId: string;
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
  words: { list: string; one: string; created: string; updated: string; deleted: string };
  /** The spec's clients read a list at `data` (page facts in `pagination`) or at `data.data` (beside them). */
  listAt: 'data' | 'data.data';
  /** The answer's data for one item. */
  one(item: Item): unknown;
  /** With it, reading one item answers it with other items by the same owner. */
  detail?(found: { item: Item; others: Item[] }): unknown;
}

const listAnswer = (at: ListingRouteSpec<unknown>['listAt'], message: string, items: unknown[], page: PageInfo) =>
  at === 'data' ? { message, data: items, pagination: page } : { message, data: { ...page, data: items } };

/** The six calls every kind has: public list, own list, one item, create, edit, delete. */
export function listingRoutes<Item, Query, Input>(
  spec: ListingRouteSpec<Item>,
  service: ListingService<Item, Query, Input>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingRoutes(spec, service));
    await app.register(writingRoutes(spec, service));
  };
}

const idParams = (spec: ListingRouteSpec<unknown>) => z.object({ id: z.uuid({ error: spec.badId }) });

function readingRoutes<Item, Query>(
  spec: ListingRouteSpec<Item>,
  service: ListingService<Item, Query, unknown>,
): FastifyPluginAsyncZod {
  const { tags, schemas, summaries, words, detail } = spec;
  const list = { querystring: schemas.query, response: { 200: schemas.list } };
  const one = { params: idParams(spec), response: { 200: schemas.detail ?? schemas.one } };
  return async (app) => {
    app.get(spec.publicPath, { schema: { tags, summary: summaries.publicList, ...list } }, async (request) => {
      const found = await service.publicList(request.query as Query, request.auth);
      return listAnswer(spec.listAt, words.list, found.items, found.pagination);
    });

    app.get(
      spec.path,
      { config: { roles: spec.writers }, schema: { tags, summary: summaries.ownList, ...list } },
      async (request) => {
        const found = await service.ownList(signedIn(request.auth), request.query as Query);
        return listAnswer(spec.listAt, words.list, found.items, found.pagination);
      },
    );

    app.get(`${spec.path}/:id`, { schema: { tags, summary: summaries.one, ...one } }, async (request) => ({
      message: words.one,
      data: detail
        ? detail(await service.detail(request.params.id, request.auth))
        : spec.one(await service.get(request.params.id, request.auth)),
    }));
  };
}

function writingRoutes<Item, Input>(
  spec: ListingRouteSpec<Item>,
  service: ListingService<Item, unknown, Input>,
): FastifyPluginAsyncZod {
  const { tags, schemas, summaries, words } = spec;
  const config = { roles: spec.writers };
  const params = idParams(spec);
  return async (app) => {
    app.post(
      spec.path,
      { config, schema: { tags, summary: summaries.create, body: schemas.create, response: { 201: schemas.one } } },
      async (request, reply) => {
        const item = await service.create(request.auth, request.body as Input);
        return reply.status(201).send({ message: words.created, data: spec.one(item) });
      },
    );

    const edit = { params, body: schemas.update ?? schemas.create, response: { 200: schemas.one } };
    app.put(`${spec.path}/:id`, { config, schema: { tags, summary: summaries.update, ...edit } }, async (request) => {
      const item = await service.update(request.auth, request.params.id, request.body as Input);
      return { message: words.updated, data: spec.one(item) };
    });

    const removal = { params, response: { 200: messageOnlySchema } };
    app.delete(
      `${spec.path}/:id`,
      { config, schema: { tags, summary: summaries.remove, ...removal } },
      async (request) => {
        await service.remove(request.auth, request.params.id);
        return { message: words.deleted, data: null };
      },
    );
  };
}
