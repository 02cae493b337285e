import { envelope } from '@creative-ng/shared';
import { z } from 'zod';
import { UploadedFile } from '../../http/multipart';
import { MEDIA_MESSAGES, MEDIA_PURPOSES } from './rules';

export const purposeSchema = z
  .enum(MEDIA_PURPOSES, { error: MEDIA_MESSAGES.purpose })
  .describe(
    'What the image is for; it decides the accepted types (cover_photo: .png; profile_photo: .png or .jpg; event: .png .jpg .gif .bmp .webp; opportunity: .png; others: .png .jpg .webp).',
  );

export const uploadedImageSchema = z.object({
  id: z.string(),
  purpose: purposeSchema,
  url: z.string().describe('Address of the largest WebP copy (at most 1280 px wide)'),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  srcset: z.string().describe('Every copy with its width, for <img srcset>'),
  variants: z.array(
    z.object({ width: z.number().int(), height: z.number().int(), bytes: z.number().int(), url: z.string() }),
  ),
});

/** The spec's JSON upload: `type` (the extension) and `file` (base64 without the `data:` prefix). */
export const jsonUploadBodySchema = z.object({
  type: z
    .string()
    .trim()
    .max(10)
    .optional()
    .describe('The image extension, e.g. png. Informational: the real type is read from the bytes.'),
  file: z.string({ error: MEDIA_MESSAGES.noFile }).min(1, MEDIA_MESSAGES.noFile).describe('The image in base64'),
  purpose: purposeSchema.default('general'),
});

export const jsonUploadResponseSchema = z.object({
  message: z.string(),
  results: z.string().describe('The image address (the spec reads it here)'),
  data: uploadedImageSchema,
});

/** A file part of a multipart body: streamed to a temporary file before validation (http/multipart.ts). */
const filePart = z
  .custom<UploadedFile>((value) => value instanceof UploadedFile, { error: MEDIA_MESSAGES.noFile })
  .meta({ type: 'string', format: 'binary' });

export const multipartUploadBodySchema = z.object({
  image: filePart.describe('The image file'),
  purpose: purposeSchema.default('general'),
});

export const uploadResponseSchema = envelope(uploadedImageSchema);

export const accountImageBodySchema = z
  .object({
    profile_image: filePart.optional().describe('Profile photo: .png or .jpg'),
    cover_image: filePart.optional().describe('Cover photo: .png'),
  })
  .refine((body) => Boolean(body.profile_image) !== Boolean(body.cover_image), {
    error: MEDIA_MESSAGES.accountImageField,
  });

export const accountImageResponseSchema = envelope(
  uploadedImageSchema.extend({
    field: z.enum(['photo', 'cover_photo']).describe('The profile field this image is for'),
  }),
);
