import sharp from 'sharp';

/**
 * Link previews (WhatsApp, Facebook, X): a stored image as a 1200 × 630 JPEG, the size and type every preview
 * reader shows large. Our copies are WebP, which some readers (WhatsApp among them) do not show in previews.
 */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Brand green, behind images too tall or narrow to fill the card (a profile photo, a poster). */
const BACKGROUND = { r: 0, g: 135, b: 81 };

/**
 * A landscape image (4:3 and wider) fills the card, cropped to its busiest part; a square or tall one (a profile
 * photo, a poster) is shown whole on the platform's green, so no face is cut in half.
 */
export async function previewJpeg(source: Buffer): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: 40_000_000 }).autoOrient();
  const { width = 0, height = 0 } = await image.metadata();
  const wide = height > 0 && width / height >= 1.3;
  return image
    .resize({
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      fit: wide ? 'cover' : 'contain',
      position: wide ? sharp.strategy.attention : 'centre',
      background: BACKGROUND,
    })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 80, mozjpeg: true })
    .timeout({ seconds: 10 })
    .toBuffer();
}
