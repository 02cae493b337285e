/** The image formats the platform accepts as sources. Every stored variant is WebP, whatever came in. */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

/** BITMAPINFOHEADER sizes that real BMP files use (core, v1–v5, OS/2 v2). */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * The real type of a file, read from its first bytes (its "magic number"). The file's name and the type the
 * client declares are never trusted: a text file renamed .png is not a PNG.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const startsWith = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'webp';
  if (startsWith(ascii('BM')) && bytes.length >= 26) {
    const headerSize = (bytes[14] ?? 0) | ((bytes[15] ?? 0) << 8) | ((bytes[16] ?? 0) << 16) | ((bytes[17] ?? 0) << 24);
    if (BMP_HEADER_SIZES.has(headerSize)) return 'bmp';
  }
  return undefined;
}
