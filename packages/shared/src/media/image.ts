import { z } from 'zod';

/**
 * An uploaded image as pages show it: the largest copy, every resized copy for `srcset`, its size, and the
 * full copy's bytes (low-data mode shows it before loading). Null fields for an address the platform does
 * not know (older data).
 */
export const shownImageSchema = z.object({
  url: z.string(),
  srcset: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  /** The image's average colour ('#rrggbb'), painted in its place until it loads; null when not known. */
  color: z.string().nullable().optional(),
});
export type ShownImage = z.infer<typeof shownImageSchema>;
