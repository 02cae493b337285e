import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMMUTABLE_CACHE, type LocalStorage } from '../../adapters/storage/index';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import { badRequest, notFound, unauthenticated } from '../../http/errors';
import { readMultipartBodies, UploadedFile } from '../../http/multipart';
import { requestSlots } from '../../http/slots';
import { tooLarge } from './process';
import { MEDIA_MESSAGES } from './rules';
import {
  accountImageBodySchema,
  accountImageResponseSchema,
  jsonUploadBodySchema,
  jsonUploadResponseSchema,
  multipartUploadBodySchema,
  uploadResponseSchema,
} from './schemas';
import type { AccountImage, MediaService } from './service';

export interface MediaRoutesOptions {
  media: MediaService;
  /** Uploads per minute from one IP address, per call. */
  rateLimitPerMinute: number;
  /** Called after a profile or cover photo is stored, e.g. to put its URL on the profile. */
  onAccountImage?: (accountId: string, image: AccountImage) => Promise<void>;
}

const SIGNED_IN = ['user', 'business', 'partner', 'admin'] as const;
const TAGS = ['media'];

/**
 * Image uploads (signed in, any role): the spec's JSON form `POST /api/prop/upload`, a multipart form for
 * browsers that show upload progress `POST /api/prop/images`, and the spec's `PUT /api/prop/account/profile_image`.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { media, rateLimitPerMinute, onAccountImage },
) => {
  const { maxBytes } = media.limits;
  // Before any body is read (and after sign-in is checked): at most this many uploads at once, each body streamed
  // to a temporary file, so a flood of large uploads holds neither memory nor database connections.
  app.addHook('onRequest', requestSlots(media.limits.concurrentUploads ?? 8, MEDIA_MESSAGES.busy));
  await readMultipartBodies(app, {
    fileBytes: maxBytes,
    files: 1,
    fields: 4,
    fieldBytes: 200,
    tooLarge: () => tooLarge(maxBytes),
    tooManyFiles: () => badRequest(MEDIA_MESSAGES.oneFile),
  });

  // Only for these routes: say what the limit is instead of a bare 'too large', then hand over to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  });

  const config = { roles: SIGNED_IN, rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };

  app.post(
    '/prop/upload',
    {
      config,
      // Base64 is 4/3 of the file, plus room for the other fields.
      bodyLimit: Math.ceil((maxBytes * 4) / 3) + 64 * 1024,
      schema: {
        tags: TAGS,
        summary: "Upload an image as JSON (the spec's form): `type` and `file` in base64; `results` is its address",
        body: jsonUploadBodySchema,
        response: { 201: jsonUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const bytes = decodeBase64(request.body.file, maxBytes);
      const image = await media.upload(accountId(request), bytes, request.body.purpose);
      return reply.status(201).send({ message: MEDIA_MESSAGES.uploaded, results: image.url, data: image });
    },
  );

  app.post(
    '/prop/images',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Upload an image as multipart form-data (field `image`, optional `purpose`)',
        consumes: ['multipart/form-data'],
        body: multipartUploadBodySchema,
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const image = await media.upload(accountId(request), request.body.image, request.body.purpose);
      return reply.status(201).send({ message: MEDIA_MESSAGES.uploaded, data: image });
    },
  );

  app.put(
    '/prop/account/profile_image',
    {
      // The photo or cover goes on the profile (onAccountImage), which the public directory shows.
      config: { ...config, invalidates: () => [DIRECTORY_TOPIC] },
      schema: {
        tags: TAGS,
        summary: 'Upload a profile photo (`profile_image`, .png or .jpg) or a cover photo (`cover_image`, .png)',
        consumes: ['multipart/form-data'],
        body: accountImageBodySchema,
        response: { 200: accountImageResponseSchema },
      },
    },
    async (request) => {
      const owner = accountId(request);
      const { profile_image, cover_image } = request.body;
      const image = profile_image
        ? await media.uploadAccountImage(owner, 'profile_image', profile_image)
        : await media.uploadAccountImage(owner, 'cover_image', cover_image ?? new UploadedFile('', 0));
      await onAccountImage?.(owner, image);
      return { message: MEDIA_MESSAGES.uploaded, data: image };
    },
  );
};

/** Serves files of the local store at /media/<key>, cached for a year (keys are random and never reused). */
export const mediaFileRoutes: FastifyPluginAsyncZod<{ storage: LocalStorage }> = async (app, { storage }) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string().max(300) }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await storage.open(key);
      if (!file) throw notFound(MEDIA_MESSAGES.notFound);
      return (
        reply
          .header('cache-control', IMMUTABLE_CACHE)
          .header('x-content-type-options', 'nosniff')
          // Public images, meant to be shown wherever the platform is opened (and by a CDN in front of it).
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('content-length', String(file.size))
          .type(contentTypeOf(key))
          .send(file.stream)
      );
    },
  );
};

function contentTypeOf(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.jpg') || key.endsWith('.jpeg')) return 'image/jpeg';
  return 'application/octet-stream';
}

function accountId(request: FastifyRequest): string {
  if (!request.auth) throw unauthenticated();
  return request.auth.accountId;
}

/** The base64 of the spec's JSON form; a `data:…;base64,` prefix and line breaks are tolerated. */
function decodeBase64(file: string, maxBytes: number): Buffer {
  const text = file.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text))
    throw badRequest(MEDIA_MESSAGES.notBase64, { file: MEDIA_MESSAGES.notBase64 });
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  // Refuse an oversized file from its length, before decoding it.
  if (Math.floor((text.length * 3) / 4) - padding > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(text, 'base64');
}
