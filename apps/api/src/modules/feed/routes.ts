import {
  feedQuerySchema,
  likeRequestSchema,
  likeResponseSchema,
  messageOnlySchema,
  POST_MESSAGES,
  postListResponseSchema,
  postRequestSchema,
  postResponseSchema,
  postSchema,
} from '@creative-ng/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes, noData } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { FEED_TOPIC, POSTS_TOPIC, postTopic } from '../../http/cache-topics';
import type { FeedService } from './service';

/** Creatives, businesses and partners post and like; admins moderate (the admin issue). */
const MEMBERS = { roles: ['user', 'business', 'partner'] as const };
const tags = ['feed'];
const postId = z.object({ id: z.uuid({ error: POST_MESSAGES.notFound }) });
const ownPostSchema = postSchema.extend({ removed: z.boolean() });

const thisPost = (request: FastifyRequest) => postTopic((request.params as { id: string }).id);

/** The public feed, one post, own posts, create / edit / delete, and likes. */
export const feedRoutes: FastifyPluginAsyncZod<{ service: FeedService }> = async (app, { service }) => {
  // A member's change to one post: the feed and that post's kept answers are forgotten.
  // A signed-in reader of the public feed or a public post sees what a visitor sees, with their likes and own posts.
  const forViewer = (request: FastifyRequest, visitorsAnswer: string) =>
    service.forViewer(visitorsAnswer, signedIn(request.auth));
  const answered = answeredRoutes(app, {
    tags,
    config: { ...MEMBERS, invalidates: (request) => [FEED_TOPIC, thisPost(request)] },
  });
  app.get(
    '/prop/public/post',
    {
      config: { publicCache: { ttlMs: 5000, topics: () => [FEED_TOPIC], forViewer } },
      schema: {
        tags,
        summary: 'The public feed, newest first (12 then 5 in the web app); pass next_cursor for the next page',
        querystring: feedQuerySchema,
        response: { 200: postListResponseSchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.publicFeed(request.query, request.auth);
      // Visitors share one answer for a few seconds; a signed-in viewer's carries their likes.
      reply.header('cache-control', request.auth ? 'private, no-store' : 'public, max-age=5');
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, authorization` : 'authorization');
      return { message: 'Posts', data: items, next_cursor: nextCursor };
    },
  );

  answered.get('/prop/public/post/:id', {
    config: { publicCache: { ttlMs: 10_000, topics: (request) => [POSTS_TOPIC, thisPost(request)], forViewer } },
    summary: 'One post (its shareable page /post/{id})',
    params: postId,
    response: postResponseSchema,
    message: 'Post',
    data: (request) => service.get(request.params.id, request.auth),
  });

  app.get(
    '/prop/public/posts/by/:id',
    {
      schema: {
        tags,
        summary: "One author's posts as the viewer may see them, newest first",
        params: z.object({ id: z.uuid() }),
        querystring: feedQuerySchema,
        response: { 200: postListResponseSchema },
      },
    },
    async (request) => {
      const { items, nextCursor } = await service.byAuthor(request.params.id, request.query, request.auth);
      return { message: 'Posts', data: items, next_cursor: nextCursor };
    },
  );

  app.get(
    '/prop/posts',
    {
      config: MEMBERS,
      schema: {
        tags,
        summary: 'Own posts, newest first (removed ones too, marked)',
        querystring: feedQuerySchema,
        response: {
          200: z.object({ message: z.string(), data: z.array(ownPostSchema), next_cursor: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const { items, nextCursor } = await service.own(signedIn(request.auth), request.query);
      return { message: 'Posts', data: items, next_cursor: nextCursor };
    },
  );

  answered.post('/prop/posts', {
    config: { ...MEMBERS, invalidates: () => [FEED_TOPIC] },
    summary: 'Create a post: title, description, link and at least one image uploaded here',
    body: postRequestSchema,
    response: postResponseSchema,
    status: 201,
    message: POST_MESSAGES.created,
    data: (request) => service.create(signedIn(request.auth), request.body),
  });

  answered.put('/prop/posts/:id', {
    summary: 'Edit your own post (every field, as when creating)',
    params: postId,
    body: postRequestSchema,
    response: postResponseSchema,
    message: POST_MESSAGES.updated,
    data: (request) => service.update(signedIn(request.auth), request.params.id, request.body),
  });

  answered.delete('/prop/posts/:id', {
    summary: 'Delete your own post',
    params: postId,
    response: messageOnlySchema,
    message: POST_MESSAGES.deleted,
    data: (request) => noData(service.remove(signedIn(request.auth), request.params.id)),
  });

  app.post(
    '/prop/post/:id',
    {
      config: { ...MEMBERS, invalidates: (request) => [FEED_TOPIC, thisPost(request)] },
      schema: {
        tags,
        summary: 'Like or unlike a post: toggles, or sets it when {"liked": true|false} is sent',
        params: postId,
        body: likeRequestSchema,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => {
      const state = await service.like(signedIn(request.auth), request.params.id, request.body?.liked ?? undefined);
      return { message: state.liked ? POST_MESSAGES.liked : POST_MESSAGES.unliked, data: state };
    },
  );
};
