import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import { envelope } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { type ShownImage, shownImageSchema } from '../media/image';

/** The codes of the post messages, and the few this platform adds (words in the shared catalogue). */
export const POST_MESSAGES = {
  created: 'post.created',
  createFailed: 'post.createFailed',
  failed: 'post.failed',
  allRequired: 'post.allRequired',
  updated: 'post.updated',
  deleted: 'post.deleted',
  notFound: 'post.notFound',
  notYours: 'post.notYours',
  foreignImage: 'post.foreignImage',
  tooManyImages: 'post.tooManyImages',
  badCursor: 'post.badCursor',
  liked: 'post.liked',
  unliked: 'post.unliked',
} as const satisfies MessageGroup;

export const POST_LIMITS = { title: 150, description: 5000, images: 10 } as const;

const required = POST_MESSAGES.allRequired;
const requiredString = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: FIELD_MESSAGES.tooLong });

/**
 * POST /prop/posts and PUT /prop/posts/{id}: title, description, link and at least one image, each required
 * with the spec's one message. Images are addresses of this platform's uploads (the server checks whose).
 */
export const postRequestSchema = z.object({
  title: requiredString(POST_LIMITS.title),
  description: requiredString(POST_LIMITS.description),
  link: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(500, { error: FIELD_MESSAGES.tooLong })
    .refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), { error: FIELD_MESSAGES.invalidUrl }),
  images: z
    .array(z.string({ error: required }).trim().min(1, { error: required }).max(1000), { error: required })
    .min(1, { error: required })
    .max(POST_LIMITS.images, { error: POST_MESSAGES.tooManyImages }),
});
export type PostRequest = z.infer<typeof postRequestSchema>;

/** One image of a post as the card shows it (see media/image.ts). */
export const postImageSchema = shownImageSchema;
export type PostImage = ShownImage;

/** The author as the post card shows it. */
export const postAuthorSchema = z.object({
  id: z.uuid(),
  type: z.enum(['creative', 'business', 'partner']),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  registered_name: z.string().nullable(),
  industry: z.string().nullable(),
  photo: z.string().nullable(),
  logo: z.string().nullable(),
  expertise: z.string().nullable(),
  area: z.string().nullable(),
  category: z.string().nullable(),
  sector: z.string().nullable(),
  /** A creative's availability ('Full Time', 'Part Time', 'Contract'), null when not open to work. */
  available: z.string().nullable(),
  open_to_remote: z.boolean(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  /** The image addresses, in order. */
  images: z.array(z.string()),
  /** The same images with their resized copies, for `srcset`. */
  media: z.array(postImageSchema),
  likes: z.number().int(),
  /** Whether the signed-in viewer likes it (false for visitors). */
  liked: z.boolean(),
  /** Whether the signed-in viewer wrote it. */
  own: z.boolean(),
  author: postAuthorSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const FEED_MAX_LIMIT = 50;

export const feedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_MAX_LIMIT).default(12),
  /** The `next_cursor` of the page before; omitted for the newest posts. */
  cursor: z.string().max(200).optional(),
});

/** GET /prop/public/post and GET /prop/posts: newest first; `next_cursor` is null on the last page. */
export const postListResponseSchema = z.object({
  message: z.string(),
  data: z.array(postSchema),
  next_cursor: z.string().nullable(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

export const postResponseSchema = envelope(postSchema);

/** POST /prop/post/{id}: toggles the like, or sets it when `liked` is sent. */
export const likeRequestSchema = z.object({ liked: z.boolean().optional() }).nullish();
export type LikeRequest = z.input<typeof likeRequestSchema>;
export const likeResponseSchema = envelope(z.object({ id: z.uuid(), liked: z.boolean(), likes: z.number().int() }));
export type LikeState = z.infer<typeof likeResponseSchema>['data'];
