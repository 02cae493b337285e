import { mediaPurpose } from '../../db/schema/index';
import type { ImageType } from './detect';

export type MediaPurpose = (typeof mediaPurpose.enumValues)[number];
export const MEDIA_PURPOSES = mediaPurpose.enumValues;

/**
 * What a person is told about an image. The same English is in the API's catalogue (src/i18n/locales/en.json,
 * `media.<key>`; a function's text with its `{placeholder}`), which is how the error handler recognises and
 * translates these messages; test/i18n.test.ts keeps the two the same.
 */
export const MEDIA_MESSAGES = {
  uploaded: 'Image uploaded',
  noFile: 'Please choose an image to upload.',
  oneFile: 'Please send one image at a time.',
  notBase64: 'The file must be the image in base64, without a "data:" prefix.',
  unreadable: 'This image could not be read. It may be damaged. Please try another file.',
  unsupportedBmp: 'This kind of .bmp file is not supported. Please save the image as .png or .jpg and try again.',
  tooSlow: 'This image took too long to process. Please try a smaller image.',
  busy: 'The server is busy with other images. Please try again in a moment.',
  storeFailed: 'The image could not be saved right now. Please try again soon.',
  accountImageField: 'Please send the image in a field named profile_image or cover_image.',
  tooLarge: (maxBytes: number) => `The image is too large. The largest allowed is ${formatBytes(maxBytes)}.`,
  tooManyPixels: (maxPixels: number) =>
    `This image has too many pixels. The largest allowed is ${formatMegapixels(maxPixels)} megapixels.`,
  coverPhotoType: 'Cover photo must be a .png image.',
  profilePhotoType: 'Profile photo must be a .png or .jpg image.',
  eventType: 'Event images must be .png, .jpg, .jpeg, .gif, .bmp or .webp files.',
  opportunityType: 'Opportunity image must be a .png image.',
  imageType: 'Images must be .png, .jpg or .webp files.',
  notFound: 'No such image.',
  purpose: (purposes: readonly string[]) => `purpose must be one of: ${purposes.join(', ')}`,
} as const;

/** Which source formats each use accepts (the spec's limits), and what a person is told otherwise. */
export const PURPOSE_RULES: Record<MediaPurpose, { types: readonly ImageType[]; message: string }> = {
  // Spec: "Cover photo .png; profile photo .png or .jpg."
  cover_photo: { types: ['png'], message: MEDIA_MESSAGES.coverPhotoType },
  profile_photo: { types: ['png', 'jpeg'], message: MEDIA_MESSAGES.profilePhotoType },
  // Spec: training images "png, jpg, jpeg, gif, bmp, webp"; opportunity "Image file .png".
  event: { types: ['png', 'jpeg', 'gif', 'bmp', 'webp'], message: MEDIA_MESSAGES.eventType },
  opportunity: { types: ['png'], message: MEDIA_MESSAGES.opportunityType },
  post: { types: ['png', 'jpeg', 'webp'], message: MEDIA_MESSAGES.imageType },
  product: { types: ['png', 'jpeg', 'webp'], message: MEDIA_MESSAGES.imageType },
  tool: { types: ['png', 'jpeg', 'webp'], message: MEDIA_MESSAGES.imageType },
  general: { types: ['png', 'jpeg', 'webp'], message: MEDIA_MESSAGES.imageType },
};

/** Widths of the WebP copies kept of every image (never wider than the original). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatMegapixels(pixels: number): string {
  const mp = pixels / 1_000_000;
  return Number.isInteger(mp) ? String(mp) : mp.toFixed(1);
}
