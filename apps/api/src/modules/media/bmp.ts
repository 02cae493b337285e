/**
 * A small decoder for uncompressed BMP files (1, 4, 8, 16, 24 and 32 bits per pixel, with or without bit
 * fields). The spec accepts .bmp for event images, and the image library (libvips, through sharp) reads BMP
 * only through ImageMagick, which its prebuilt binaries leave out. Run-length and embedded JPEG/PNG BMPs are
 * refused. The pixel count is checked against the cap from the header, before any memory is taken.
 */

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export type BmpProblem = 'unsupported' | 'damaged' | 'too-many-pixels';

export class BmpError extends Error {
  constructor(readonly problem: BmpProblem) {
    super(`BMP: ${problem}`);
  }
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

export function decodeBmp(buf: Buffer, maxPixels: number): RawImage {
  if (buf.length < 26) throw new BmpError('damaged');
  const dataOffset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  if (buf.length < 14 + headerSize) throw new BmpError('damaged');
  const core = headerSize === 12;
  const width = core ? buf.readUInt16LE(18) : buf.readInt32LE(18);
  const signedHeight = core ? buf.readUInt16LE(20) : buf.readInt32LE(22);
  const bpp = core ? buf.readUInt16LE(24) : buf.readUInt16LE(28);
  const compression = core ? BI_RGB : buf.readUInt32LE(30);
  const coloursUsed = !core && headerSize >= 40 ? buf.readUInt32LE(46) : 0;
  const topDown = signedHeight < 0;
  const height = Math.abs(signedHeight);
  if (width <= 0 || height <= 0) throw new BmpError('damaged');
  if (width * height > maxPixels) throw new BmpError('too-many-pixels');

  let masks: [number, number, number, number] | undefined;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 16 && bpp !== 32) throw new BmpError('unsupported');
    if (buf.length < 70) throw new BmpError('damaged');
    const withAlpha = compression === BI_ALPHABITFIELDS || headerSize >= 56;
    masks = [buf.readUInt32LE(54), buf.readUInt32LE(58), buf.readUInt32LE(62), withAlpha ? buf.readUInt32LE(66) : 0];
  } else if (compression !== BI_RGB) {
    throw new BmpError('unsupported');
  } else if (bpp === 16) {
    masks = [0x7c00, 0x03e0, 0x001f, 0];
  } else if (![1, 4, 8, 24, 32].includes(bpp)) {
    throw new BmpError('unsupported');
  }

  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (dataOffset + stride * height > buf.length) throw new BmpError('damaged');

  let palette: Buffer | undefined;
  let paletteStep = 4;
  let paletteSize = 0;
  if (bpp <= 8) {
    paletteStep = core ? 3 : 4;
    paletteSize = Math.min(coloursUsed || 1 << bpp, 1 << bpp);
    const start = 14 + headerSize;
    if (start + paletteSize * paletteStep > dataOffset) throw new BmpError('damaged');
    palette = buf.subarray(start, start + paletteSize * paletteStep);
  }

  const channels = masks && masks[3] !== 0 ? 4 : 3;
  const out = Buffer.alloc(width * height * channels);
  const fields = masks?.map(maskField);
  let anyAlpha = false;

  for (let y = 0; y < height; y += 1) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * channels;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 255;
      if (palette) {
        const bitOffset = x * bpp;
        const byte = buf[row + (bitOffset >> 3)] ?? 0;
        const index = bpp === 8 ? byte : (byte >> (8 - bpp - (bitOffset & 7))) & ((1 << bpp) - 1);
        if (index < paletteSize) {
          b = palette[index * paletteStep] ?? 0;
          g = palette[index * paletteStep + 1] ?? 0;
          r = palette[index * paletteStep + 2] ?? 0;
        }
      } else if (bpp === 24 || (bpp === 32 && !fields)) {
        const p = row + x * (bpp / 8);
        b = buf[p] ?? 0;
        g = buf[p + 1] ?? 0;
        r = buf[p + 2] ?? 0;
      } else if (fields) {
        const value = bpp === 16 ? buf.readUInt16LE(row + x * 2) : buf.readUInt32LE(row + x * 4);
        [r, g, b] = [fields[0]?.(value) ?? 0, fields[1]?.(value) ?? 0, fields[2]?.(value) ?? 0];
        if (channels === 4) a = fields[3]?.(value) ?? 255;
      }
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      if (channels === 4) {
        out[o + 3] = a;
        if (a !== 0) anyAlpha = true;
      }
    }
  }
  // Many programs write 32-bit BMPs with an alpha mask but leave every alpha at 0: show those opaque.
  if (channels === 4 && !anyAlpha) for (let i = 3; i < out.length; i += 4) out[i] = 255;
  return { data: out, width, height, channels };
}

/** A function taking a pixel value to the 0–255 value of one colour channel described by a bit mask. */
function maskField(mask: number): (value: number) => number {
  if (mask === 0) return () => 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  let bits = 0;
  while (((mask >>> (shift + bits)) & 1) === 1 && shift + bits < 32) bits += 1;
  const max = 2 ** bits - 1;
  return (value) => Math.round((((value & mask) >>> 0) / 2 ** shift / max) * 255);
}
