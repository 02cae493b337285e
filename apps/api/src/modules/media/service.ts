import { randomBytes } from 'node:crypto';
import type { ShownImage } from '@creative-ng/shared';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage/index';
import type { Database } from '../../db/client';
import { type MediaVariant, mediaFiles } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { previewJpeg } from './preview';

export { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview';

import { type ImageSource, processImage } from './process';
import { imageInUse } from './references';
import { MEDIA_MESSAGES, type MediaPurpose } from './rules';

/** What the media helpers need: the database and the store the files are in. */
export interface MediaContext {
  db: Database;
  storage: Storage;
}

export interface MediaLimits {
  maxBytes: number;
  maxPixels: number;
  /** Images decoded at once by this instance (each can take ~200 MB at the pixel cap). */
  concurrency?: number;
  /** Uploads allowed to wait for a turn; beyond that the answer is 503 with Retry-After. */
  maxWaiting?: number;
  /** Upload bodies this instance reads at once; beyond that the answer is 503 before the body is read. */
  concurrentUploads?: number;
}

/** An image as clients see it. `url` is the largest copy; `srcset` lists every copy for `<img srcset>`. */
export interface UploadedImage {
  id: string;
  purpose: MediaPurpose;
  url: string;
  width: number;
  height: number;
  bytes: number;
  srcset: string;
  variants: { width: number; height: number; bytes: number; url: string }[];
  /** The average colour, for a placeholder; null for images stored before it was kept. */
  color: string | null;
}

type MediaRow = typeof mediaFiles.$inferSelect;

/** The two image fields of the spec's `PUT prop/account/profile_image`, and the profile field each fills. */
export const ACCOUNT_IMAGE_FIELDS = {
  profile_image: { purpose: 'profile_photo', field: 'photo' },
  cover_image: { purpose: 'cover_photo', field: 'cover_photo' },
} as const satisfies Record<string, { purpose: MediaPurpose; field: string }>;
export type AccountImageField = keyof typeof ACCOUNT_IMAGE_FIELDS;
export type AccountImage = UploadedImage & { field: (typeof ACCOUNT_IMAGE_FIELDS)[AccountImageField]['field'] };

export type MediaService = ReturnType<typeof mediaService>;

/** How many image descriptions one process keeps in memory. */
const DESCRIBED_KEPT = 5000;
/** How many link-preview JPEGs (about 100 KB each) one process keeps in memory. */
const PREVIEWS_KEPT = 64;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The image pipeline of one app: checks, re-encodes and stores uploads, and answers questions about image URLs. */
export function mediaService(deps: MediaContext & { limits: MediaLimits; log?: FastifyBaseLogger }) {
  const { db, storage, limits, log } = deps;
  const context: MediaContext = { db, storage };
  const turn = jobGate(limits.concurrency ?? 2, limits.maxWaiting ?? 16);

  /** Checks, re-encodes and stores one image for an account; the row is written once every copy is stored. */
  async function upload(ownerAccountId: string, source: ImageSource, purpose: MediaPurpose): Promise<UploadedImage> {
    const processed = await turn(() =>
      processImage(source, { purpose, maxBytes: limits.maxBytes, maxPixels: limits.maxPixels }),
    );
    const stem = randomBytes(16).toString('hex');
    const variants: MediaVariant[] = processed.variants.map((v) => ({
      width: v.width,
      height: v.height,
      bytes: v.data.length,
      key: `images/${stem.slice(0, 2)}/${stem}-${v.width}.webp`,
    }));

    const results = await Promise.allSettled(
      processed.variants.map((v, i) => storage.put(variants[i]?.key ?? '', v.data, 'image/webp')),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      log?.error({ err: failed.reason }, 'storing an image failed');
      await removeAll(variants);
      throw new AppError('UNAVAILABLE', MEDIA_MESSAGES.storeFailed);
    }

    const main = variants[variants.length - 1];
    if (!main) throw new Error('processImage returned no variant');
    try {
      const [row] = await db
        .insert(mediaFiles)
        .values({
          ownerAccountId,
          purpose,
          key: main.key,
          width: main.width,
          height: main.height,
          // The size of the copy at `url`; each copy's size is in `variants`.
          bytes: main.bytes,
          variants,
          color: processed.color,
        })
        .returning();
      if (!row) throw new Error('media row not inserted');
      return describeRow(row, storage);
    } catch (error) {
      await removeAll(variants);
      throw error;
    }
  }

  async function removeAll(variants: MediaVariant[]) {
    await Promise.allSettled(variants.map((v) => storage.delete(v.key))).then((settled) => {
      for (const r of settled) if (r.status === 'rejected') log?.warn({ err: r.reason }, 'removing an image failed');
    });
  }

  /**
   * Descriptions of stored images by URL. An image never changes once stored, and content shows only images that
   * exist, so each is read from the database once per process (the newest few thousand are kept).
   */
  const described = new Map<string, UploadedImage>();
  async function describe(urls: readonly string[]): Promise<Map<string, UploadedImage>> {
    const missing = urls.filter((url) => !described.has(url));
    if (missing.length > 0) {
      for (const [url, image] of await describeMediaUrls(context, missing)) {
        if (described.size >= DESCRIBED_KEPT) described.delete(described.keys().next().value ?? '');
        described.set(url, image);
      }
    }
    const found = new Map<string, UploadedImage>();
    for (const url of urls) {
      const image = described.get(url);
      if (image) found.set(url, image);
    }
    return found;
  }

  /**
   * The link-preview JPEG of an image stored on this platform, by its id (undefined when there is none): made
   * from its largest copy, one at a time with uploads, and the newest few kept in memory (an image never changes).
   */
  const previews = new Map<string, Promise<Buffer | undefined>>();
  function previewOf(id: string): Promise<Buffer | undefined> {
    if (!UUID.test(id)) return Promise.resolve(undefined);
    const kept = previews.get(id);
    if (kept) return kept;
    const made = (async () => {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id.toLowerCase()));
      if (!row) return undefined;
      const bytes = await storage.read(row.key);
      return bytes && turn(() => previewJpeg(bytes));
    })();
    if (previews.size >= PREVIEWS_KEPT) previews.delete(previews.keys().next().value ?? '');
    previews.set(id, made);
    // A failure or a missing image is not kept: the next request tries again.
    made.then(
      (bytes) => bytes || previews.delete(id),
      () => previews.delete(id),
    );
    return made;
  }

  /** What removes the stored files of these rows' images (every copy); failures are logged, never thrown. */
  const filesRemover = (rows: readonly { variants: MediaVariant[] }[]) => () =>
    removeAll(rows.flatMap((row) => row.variants));

  return {
    storage,
    limits,
    upload,
    /** The spec's profile image upload: a .png cover, or a .png/.jpg photo. Does not change the profile. */
    uploadAccountImage: async (
      accountId: string,
      field: AccountImageField,
      source: ImageSource,
    ): Promise<AccountImage> => {
      const spec = ACCOUNT_IMAGE_FIELDS[field];
      return { ...(await upload(accountId, source, spec.purpose)), field: spec.field };
    },
    urlsBelongToPlatform: (urls: readonly string[], ownerId?: string) =>
      mediaUrlsBelongToPlatform(context, urls, ownerId),
    foreignUrls: (urls: readonly string[], ownerId?: string) => foreignMediaUrls(context, urls, ownerId),
    describe,
    previewOf,
    /** Describes the images once and answers how pages show each (see `shownImage`). */
    async shown(urls: readonly string[]): Promise<(url: string) => ShownImage> {
      const described = await describe(urls);
      return (url) => shownImage(described, url);
    },
    /**
     * The stored files of everything an account uploaded, to remove once the account is gone
     * (its rows go with the account; the files would otherwise stay in the store).
     */
    async filesOf(accountId: string): Promise<() => Promise<void>> {
      const rows = await db
        .select({ variants: mediaFiles.variants })
        .from(mediaFiles)
        .where(eq(mediaFiles.ownerAccountId, accountId));
      return filesRemover(rows);
    },
    /**
     * Forgets the images at these addresses that no record shows any more (see references.ts): their rows go,
     * then their stored files, as when an account is deleted. For content that let go of images (a deleted
     * post, an edited one), called once that change has committed. Never throws: a failure is logged and
     * leaves the files where they were, which is how things stood before.
     */
    async releaseUnused(urls: readonly string[]): Promise<void> {
      const keys = [...new Set(urls.map((url) => storage.keyFromUrl(url)).filter((key): key is string => !!key))];
      if (keys.length === 0) return;
      for (const url of urls) described.delete(url);
      try {
        const released = await db
          .delete(mediaFiles)
          .where(and(inArray(mediaFiles.key, keys), not(imageInUse)))
          .returning({ variants: mediaFiles.variants });
        await filesRemover(released)();
      } catch (error) {
        log?.error({ err: error }, 'releasing unused images failed');
      }
    },
  };
}

/** Uploads a profile photo (`profile_image`) or cover photo (`cover_image`) for an account; see mediaService. */
export function uploadAccountImage(
  media: MediaService,
  accountId: string,
  field: AccountImageField,
  source: ImageSource,
): Promise<AccountImage> {
  return media.uploadAccountImage(accountId, field, source);
}

/**
 * True when every URL is the address of an image uploaded to this platform (of that owner, when given).
 * Content that carries image addresses (posts, products, tools, events…) checks them with this, so a
 * foreign or made-up address is refused.
 */
export async function mediaUrlsBelongToPlatform(
  context: MediaContext,
  urls: readonly string[],
  ownerId?: string,
): Promise<boolean> {
  return (await foreignMediaUrls(context, urls, ownerId)).length === 0;
}

/** The URLs of the list that are not images uploaded to this platform (by that owner, when given). */
export async function foreignMediaUrls(
  context: MediaContext,
  urls: readonly string[],
  ownerId?: string,
): Promise<string[]> {
  const unique = [...new Set(urls)];
  const keyOf = new Map(unique.map((url) => [url, context.storage.keyFromUrl(url)] as const));
  const keys = [...new Set([...keyOf.values()].filter((k): k is string => Boolean(k)))];
  const known = new Set<string>();
  if (keys.length > 0) {
    const rows = await context.db
      .select({ key: mediaFiles.key })
      .from(mediaFiles)
      .where(and(inArray(mediaFiles.key, keys), ownerId ? eq(mediaFiles.ownerAccountId, ownerId) : undefined));
    for (const row of rows) known.add(row.key);
  }
  return unique.filter((url) => {
    const key = keyOf.get(url);
    return !key || !known.has(key);
  });
}

/** Platform images by their URL, with sizes and `srcset`, for pages that show them; other URLs are left out. */
export async function describeMediaUrls(
  context: MediaContext,
  urls: readonly string[],
): Promise<Map<string, UploadedImage>> {
  const keyOf = new Map<string, string>();
  for (const url of new Set(urls)) {
    const key = context.storage.keyFromUrl(url);
    if (key) keyOf.set(url, key);
  }
  const found = new Map<string, UploadedImage>();
  if (keyOf.size === 0) return found;
  const rows = await context.db
    .select()
    .from(mediaFiles)
    .where(inArray(mediaFiles.key, [...new Set(keyOf.values())]));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const [url, key] of keyOf) {
    const row = byKey.get(key);
    if (row) found.set(url, describeRow(row, context.storage));
  }
  return found;
}

/**
 * An image address as pages show it (packages/shared media/image.ts), from `describe`'s answer: the platform's
 * copies with sizes, or the bare address when the platform does not know it.
 */
export function shownImage(described: ReadonlyMap<string, UploadedImage>, url: string): ShownImage {
  const image = described.get(url);
  return image
    ? {
        url: image.url,
        srcset: image.srcset,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        color: image.color,
      }
    : { url, srcset: null, width: null, height: null, bytes: null, color: null };
}

/** `srcset` of a stored image: every WebP copy with its width, narrowest first. */
export function srcsetFor(row: Pick<MediaRow, 'variants'>, storage: Pick<Storage, 'publicUrl'>): string {
  return [...row.variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${storage.publicUrl(v.key)} ${v.width}w`)
    .join(', ');
}

export function describeRow(row: MediaRow, storage: Storage): UploadedImage {
  return {
    id: row.id,
    purpose: row.purpose,
    url: storage.publicUrl(row.key),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    srcset: srcsetFor(row, storage),
    color: row.color,
    variants: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((v) => ({ width: v.width, height: v.height, bytes: v.bytes, url: storage.publicUrl(v.key) })),
  };
}

/**
 * At most `concurrency` images decode at once in this instance (a 40-megapixel decode can take ~200 MB);
 * a few more wait their turn, and beyond that the upload is refused with 503 and Retry-After.
 */
function jobGate(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running < concurrency) {
      running += 1;
    } else {
      if (waiting.length >= maxWaiting) {
        throw new AppError('UNAVAILABLE', MEDIA_MESSAGES.busy, undefined, { 'retry-after': '5' });
      }
      // The finishing job hands its place straight to the next in line, so `running` stays the same.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
