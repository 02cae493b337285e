import type { IncomingMessage } from 'node:http';
import type {
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A request typed by its route's zod schemas, as Fastify's zod type provider types a handler's. */
export type RequestOf<Params, Query, Body> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  { params: Params; querystring: Query; body: Body },
  ZodTypeProvider
>;

/** What the envelope schema `Response` says its `data` is. */
export type DataOf<Response extends ZodType> = z.input<Response> extends { data: infer Data } ? Data : never;

/** One route whose answer is the envelope `{ message, data }`: `data` reads the request, the rest is said once. */
export interface AnsweredRoute<Params, Query, Body, Response extends ZodType> {
  summary: string;
  description?: string;
  /** Who may call it and what it does to kept answers; the group's `config` when left out. */
  config?: FastifyContextConfig;
  preHandler?: preHandlerAsyncHookHandler;
  /** The largest body the route reads, in bytes, where it differs from the server's. */
  bodyLimit?: number;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** The envelope schema of the answer. */
  response: Response;
  /** 201 for a call that makes something; 200 otherwise. */
  status?: 200 | 201;
  message: string;
  data: (request: RequestOf<Params, Query, Body>) => Promise<DataOf<Response>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A module's routes that answer `{ message, data }`, with the OpenAPI tags and the usual access given once for the
 * group: most routes are a summary, schemas, a message and one service call, and this keeps them to that instead of
 * repeating the `schema` block, the tags and the envelope in every route. A route that answers another shape (a
 * token beside the envelope, a list with its pages, a file) is registered on `app` as it is.
 */
export function answeredRoutes(app: App, group: { tags: string[]; config?: FastifyContextConfig }) {
  const add =
    (method: Method) =>
    <
      Params extends ZodType = never,
      Query extends ZodType = never,
      Body extends ZodType = never,
      Response extends ZodType = ZodType,
    >(
      url: string,
      route: AnsweredRoute<Params, Query, Body, Response>,
    ): void => {
      const {
        summary,
        config = group.config,
        preHandler,
        bodyLimit,
        response,
        status = 200,
        message,
        data,
        ...inputs
      } = route;
      // Typed as a plain schema here: each route's own types are checked at its `data` instead.
      const schema: FastifySchema = { tags: group.tags, summary, ...inputs, response: { [status]: response } };
      app.route({
        method,
        url,
        config,
        preHandler,
        bodyLimit,
        schema,
        handler: async (request, reply) =>
          reply.status(status).send({ message, data: await data(request as RequestOf<Params, Query, Body>) }),
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}

/** The `data` of a route whose answer is only its message (`messageOnlySchema`): what it does, then `null`. */
export async function noData(work: unknown): Promise<null> {
  await work;
  return null;
}
