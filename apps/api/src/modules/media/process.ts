import { readFile } from 'node:fs/promises';
import sharp, { type SharpOptions } from 'sharp';
import { AppError, badRequest, ruleBroken } from '../../http/errors';
import { UploadedFile } from '../../http/multipart';
import { BmpError, decodeBmp } from './bmp';
import { detectImageType, type ImageType } from './detect';
import { MEDIA_MESSAGES, type MediaPurpose, PURPOSE_RULES, VARIANT_WIDTHS } from './rules';

// Every upload is a new image: libvips' operation cache would only hold on to memory.
sharp.cache(false);

export interface ImageRules {
  purpose: MediaPurpose;
  /** Largest file accepted, in bytes (413 above it). */
  maxBytes: number;
  /** Largest image accepted, in pixels (width × height), checked from the header before decoding. */
  maxPixels: number;
  /** Give up on decoding after this long. */
  timeoutSeconds?: number;
}

export interface ProcessedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** The format the bytes really were. */
  sourceType: ImageType;
  /** WebP copies, narrowest first; the last is the largest. */
  variants: ProcessedVariant[];
  /** The image's average colour ('#rrggbb'): pages paint it where the image will be until it has loaded. */
  color: string;
}

/** An image as it came: the bytes of the JSON form, or the temporary file of a multipart upload. */
export type ImageSource = Buffer | UploadedFile;

/** A variant is at most this many times as tall as it is wide (WebP stops at 16383 px a side). */
const MAX_HEIGHT_RATIO = 4;
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
const SHARP_FORMAT: Record<Exclude<ImageType, 'bmp'>, string> = {
  png: 'png',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/**
 * Checks and re-encodes one uploaded image: the real type is read from the bytes (415 if the purpose does not
 * accept it), the size is capped (413), the pixel count is capped from the header before any pixel is
 * decoded (422: a small file declaring 30000 × 30000 px is refused at once), the image is turned upright,
 * every piece of metadata (EXIF with GPS, XMP, ICC…) is dropped, and WebP copies are made at 320, 640 and
 * 1280 px wide (never wider than the original, aspect kept).
 */
export async function processImage(source: ImageSource, rules: ImageRules): Promise<ProcessedImage> {
  const rule = PURPOSE_RULES[rules.purpose];
  const size = source instanceof UploadedFile ? source.size : source.length;
  if (size === 0) throw badRequest(MEDIA_MESSAGES.noFile);
  if (size > rules.maxBytes) throw tooLarge(rules.maxBytes);
  // libvips reads an uploaded file from disk as it decodes: the upload is never held in memory whole.
  const input = source instanceof UploadedFile ? source.path : source;
  const sourceType = await detectImageType(input);
  if (!sourceType || !rule.types.includes(sourceType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rule.message);

  const options: SharpOptions = {
    limitInputPixels: rules.maxPixels,
    sequentialRead: true,
    failOn: 'error',
  };
  let pixels: Buffer | string = input;
  if (sourceType === 'bmp') {
    const raw = decodeBmpOrRefuse(typeof input === 'string' ? await readFile(input) : input, rules.maxPixels);
    pixels = raw.data;
    options.raw = { width: raw.width, height: raw.height, channels: raw.channels };
  } else {
    // The header alone: refuses a decompression bomb before any pixel is decoded, and makes sure the
    // decoder libvips picks is the one for the type we detected.
    const header = await sharp(input, options)
      .metadata()
      .catch((error: unknown) => {
        throw decodeError(error, rules.maxPixels);
      });
    if (header.format !== SHARP_FORMAT[sourceType]) throw ruleBroken(MEDIA_MESSAGES.unreadable);
  }

  // Decode once, upright and no wider than the largest variant, into raw pixels (no metadata survives this);
  // the variants are encoded from that.
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1280;
  const decoded = await sharp(pixels, options)
    .autoOrient()
    .resize({ width: largest, height: largest * MAX_HEIGHT_RATIO, fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .timeout({ seconds: rules.timeoutSeconds ?? 20 })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeError(error, rules.maxPixels);
    });

  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const variants: ProcessedVariant[] = [];
  for (const width of VARIANT_WIDTHS) {
    const { data, info } = await sharp(decoded.data, { raw })
      .resize({ width, height: width * MAX_HEIGHT_RATIO, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
    // A small image gets fewer copies: once a copy is the full decoded size, wider ones would be the same.
    if (info.width >= raw.width && info.height >= raw.height) break;
  }
  // One pixel of the whole picture is its average colour: a placeholder that looks like the image.
  const pixel = await sharp(decoded.data, { raw }).resize(1, 1, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const color = `#${[...pixel.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return { sourceType, variants, color };
}

export function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge(maxBytes));
}

function decodeBmpOrRefuse(bytes: Buffer, maxPixels: number) {
  try {
    return decodeBmp(bytes, maxPixels);
  } catch (error) {
    if (!(error instanceof BmpError)) throw error;
    if (error.problem === 'too-many-pixels') throw ruleBroken(MEDIA_MESSAGES.tooManyPixels(maxPixels));
    if (error.problem === 'unsupported') throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_MESSAGES.unsupportedBmp);
    throw ruleBroken(MEDIA_MESSAGES.unreadable);
  }
}

/** What libvips' refusal means for the person uploading. Never a 500: the file is at fault, not the server. */
function decodeError(error: unknown, maxPixels: number): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return ruleBroken(MEDIA_MESSAGES.tooManyPixels(maxPixels));
  if (/timeout/i.test(message)) return ruleBroken(MEDIA_MESSAGES.tooSlow);
  return ruleBroken(MEDIA_MESSAGES.unreadable);
}
