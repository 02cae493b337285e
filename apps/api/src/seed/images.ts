import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { mediaFiles } from '../db/schema/index';
import type { MediaPurpose } from '../modules/media/rules';
import type { MediaService } from '../modules/media/service';
import { SeededRandom } from './random';

/** Kinds of demo picture, each a small pool shared by many demo accounts (seeding 200,000 photos would be silly). */
const POOLS = {
  portraits: { purpose: 'profile_photo', size: 8, width: 480, height: 480 },
  covers: { purpose: 'cover_photo', size: 4, width: 1280, height: 400 },
  works: { purpose: 'post', size: 12, width: 1280, height: 960 },
} as const satisfies Record<string, { purpose: MediaPurpose; size: number; width: number; height: number }>;

export type DemoImagePool = keyof typeof POOLS;

/** Warm colours of Nigerian textiles and dyes, for the demo pictures. */
const PALETTE = ['#0b6e4f', '#e07a1f', '#1f4e8c', '#a4243b', '#d8a31a', '#5b3a8c', '#2a9d8f', '#8c4a2f'];

/**
 * Demo pictures, made and uploaded through the real image pipeline (so they have WebP variants and srcset)
 * once per pool and owned by `ownerAccountId` (the demo admin). Re-running the seed reuses them.
 * Without a media service (tests of the seed alone) every pool is empty and seeders leave images out.
 */
export interface DemoImages {
  pool(kind: DemoImagePool): Promise<readonly string[]>;
}

export function demoImages(db: Database, media: MediaService | undefined, ownerAccountId: () => Promise<string>) {
  const cache = new Map<DemoImagePool, Promise<readonly string[]>>();
  const images: DemoImages = {
    pool(kind) {
      if (!media) return Promise.resolve([]);
      let urls = cache.get(kind);
      if (!urls) {
        urls = fillPool(db, media, kind, ownerAccountId);
        cache.set(kind, urls);
      }
      return urls;
    },
  };
  return images;
}

async function fillPool(
  db: Database,
  media: MediaService,
  kind: DemoImagePool,
  ownerAccountId: () => Promise<string>,
): Promise<readonly string[]> {
  const spec = POOLS[kind];
  const owner = await ownerAccountId();
  const existing = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerAccountId, owner), eq(mediaFiles.purpose, spec.purpose)))
    .orderBy(asc(mediaFiles.createdAt));
  const urls = existing.map((row) => media.storage.publicUrl(row.key));
  const random = new SeededRandom(urls.length + spec.width);
  for (let i = urls.length; i < spec.size; i += 1) {
    const png = await demoPicture(spec.width, spec.height, random);
    urls.push((await media.upload(owner, png, spec.purpose)).url);
  }
  return urls;
}

/** An abstract picture: a colour field with a few overlapping circles and bands, like a print. */
async function demoPicture(width: number, height: number, random: SeededRandom): Promise<Buffer> {
  const [background, ...inks] = Array.from({ length: 4 }, () => random.pick(PALETTE));
  const shapes = inks
    .map((ink, i) =>
      i % 2 === 0
        ? `<circle cx="${random.int(width)}" cy="${random.int(height)}" r="${60 + random.int(Math.min(width, height) / 2)}" fill="${ink}" fill-opacity="0.8"/>`
        : `<rect x="0" y="${random.int(height)}" width="${width}" height="${20 + random.int(height / 4)}" fill="${ink}" fill-opacity="0.7"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
