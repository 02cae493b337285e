/*
 * Pure rules of the post form, the same as the server's (packages/shared/src/feed): every field is required and
 * there are 1–10 images of the accepted types. Kept free of zod so the form's chunk stays small.
 */

export const MAX_POST_IMAGES = 10;
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const POST_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

export type PostField = 'title' | 'description' | 'link' | 'images';

/** The fields that are empty (after trimming), in form order. */
export function missingPostFields(body: {
  title: string;
  description: string;
  link: string;
  images: readonly string[];
}): PostField[] {
  const missing: PostField[] = [];
  if (!body.title.trim()) missing.push('title');
  if (!body.description.trim()) missing.push('description');
  if (!body.link.trim()) missing.push('link');
  if (body.images.length === 0) missing.push('images');
  return missing;
}

/** 'type' when the file is not a .png, .jpg or .webp image (by its type, or by its name when the type is unknown). */
export function checkPostImage(file: { name: string; type: string }): 'type' | null {
  if (file.type) return (POST_IMAGE_TYPES as readonly string[]).includes(file.type) ? null : 'type';
  return /\.(png|jpe?g|webp)$/i.test(file.name) ? null : 'type';
}
