import { type MessageCode, type MessageRef, messageRef } from '@creative-ng/shared/i18n/codes';
import { mediaPurpose } from '../../db/schema/index';
import type { ImageType } from './detect';

export type MediaPurpose = (typeof mediaPurpose.enumValues)[number];
export const MEDIA_PURPOSES = mediaPurpose.enumValues;

/**
 * What a person is told about an image, by code (words in the shared catalogue, `media.<key>`). A limit's message
 * is built with the limit as it reads (`5 MB`, `40` megapixels).
 */
export const MEDIA_MESSAGES = {
  uploaded: 'media.uploaded',
  noFile: 'media.noFile',
  oneFile: 'media.oneFile',
  notBase64: 'media.notBase64',
  unreadable: 'media.unreadable',
  unsupportedBmp: 'media.unsupportedBmp',
  tooSlow: 'media.tooSlow',
  busy: 'media.busy',
  storeFailed: 'media.storeFailed',
  accountImageField: 'media.accountImageField',
  tooLarge: (maxBytes: number) => messageRef('media.tooLarge', { size: formatBytes(maxBytes) }),
  tooManyPixels: (maxPixels: number) => messageRef('media.tooManyPixels', { megapixels: formatMegapixels(maxPixels) }),
  coverPhotoType: 'media.coverPhotoType',
  profilePhotoType: 'media.profilePhotoType',
  eventType: 'media.eventType',
  opportunityType: 'media.opportunityType',
  imageType: 'media.imageType',
  notFound: 'media.notFound',
  /** The purpose is not one of MEDIA_PURPOSES (`{values}` is filled from the schema's issue). */
  purpose: 'media.purpose',
} as const satisfies Readonly<Record<string, MessageCode | ((limit: number) => MessageRef)>>;

/** Which source formats each use accepts (the spec's limits), and what a person is told otherwise. */
export const PURPOSE_RULES: Record<MediaPurpose, { types: readonly ImageType[]; message: MessageCode }> = {
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
