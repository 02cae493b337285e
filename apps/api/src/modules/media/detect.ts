import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** The image formats the platform accepts as sources. Every stored variant is WebP, whatever came in. */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

const IMAGE_TYPES: Readonly<Record<string, ImageType>> = {
  'image/png': 'png',
  // An animated PNG is still a PNG: its first frame is kept.
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

/**
 * The real type of an image, read from its first bytes by file-type (a Buffer, or the path of an uploaded file).
 * The file's name and the type the client declares are never trusted: a text file renamed .png is not a PNG.
 */
export async function detectImageType(source: Buffer | string): Promise<ImageType | undefined> {
  const found = typeof source === 'string' ? await fileTypeFromFile(source) : await fileTypeFromBuffer(source);
  return found ? IMAGE_TYPES[found.mime] : undefined;
}
