import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { AwsV4Signer } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageFromConfig } from '../src/adapters/storage/index';
import { mediaFiles } from '../src/db/schema/index';
import { mediaUrlsBelongToPlatform, type UploadedImage } from '../src/modules/media/service';
import { signedInAccount } from './helpers/accounts';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';

// ---------------------------------------------------------------------------------------------------------------
// Real files, made here.

const png = (width: number, height: number, colour = '#008751') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A phone-like JPEG: EXIF with the camera owner and a GPS position in Lagos. */
const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Phone owner', Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .toBuffer();

/** A chunk of a PNG file: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid ~110 KB PNG of 30000 × 30000 black pixels (900 megapixels; about 3.6 GB once
 * decoded to RGBA). One bit a pixel and level-9 deflate of zeros make it tiny.
 */
function decompressionBomb(): Buffer {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 24-bit BMP, bottom-up as usual: top half red, bottom half blue. */
function bmp24(width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + stride * height;
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(stride * height, 34);
  for (let row = 0; row < height; row += 1) {
    const y = height - 1 - row;
    const [r, g, bl] = y < height / 2 ? [220, 20, 20] : [20, 20, 220];
    for (let x = 0; x < width; x += 1) {
      const o = 54 + row * stride + x * 3;
      b[o] = bl;
      b[o + 1] = g;
      b[o + 2] = r;
    }
  }
  return b;
}

/** The tags of IFD0 and of the GPS IFD of sharp's EXIF block ("Exif\0\0" + a TIFF structure). */
function exifTags(exif: Buffer): { ifd0: Set<number>; gps: Set<number> } {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const le = tiff.toString('ascii', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const readIfd = (offset: number) => {
    const entries = new Map<number, number>();
    const count = u16(offset);
    for (let i = 0; i < count; i += 1) entries.set(u16(offset + 2 + i * 12), u32(offset + 2 + i * 12 + 8));
    return entries;
  };
  const ifd0 = readIfd(u32(4));
  const gpsOffset = ifd0.get(0x8825);
  return { ifd0: new Set(ifd0.keys()), gps: new Set(gpsOffset ? readIfd(gpsOffset).keys() : []) };
}

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as a browser sends it. */
function form(parts: Part[]) {
  const boundary = `----cng${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// ---------------------------------------------------------------------------------------------------------------

const app = useTestApp();
const db = () => app().database.handle.db;

async function user(role: 'user' | 'business' | 'partner' | 'admin' = 'user') {
  return signedInAccount(db(), role);
}

const uploadJson = (token: string | undefined, body: object, target: TestApp = app()) =>
  target.app.inject({
    method: 'POST',
    url: '/api/prop/upload',
    payload: body,
    headers: token ? { authorization: token } : {},
  });

const uploadForm = (token: string | undefined, parts: Part[], url = '/api/prop/images', method = 'POST') => {
  const { payload, headers } = form(parts);
  return app().app.inject({
    method: method as 'POST' | 'PUT',
    url,
    payload,
    headers: { ...headers, ...(token ? { authorization: token } : {}) },
  });
};

/** The bytes of a stored file, fetched the way a browser would. */
async function fetchMedia(url: string) {
  const res = await app().app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });
  return res;
}

describe('image upload: sign-in', () => {
  it('answers 401 to an anonymous upload on every route, without reading the file', async () => {
    const image = await png(10, 10);
    const json = await uploadJson(undefined, { type: 'png', file: image.toString('base64') });
    const multi = await uploadForm(undefined, [{ name: 'image', filename: 'a.png', type: 'image/png', data: image }]);
    const profile = await uploadForm(
      undefined,
      [{ name: 'profile_image', filename: 'a.png', type: 'image/png', data: image }],
      '/api/prop/account/profile_image',
      'PUT',
    );
    for (const res of [json, multi, profile]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().data.code).toBe('UNAUTHENTICATED');
    }
    expect(await db().select().from(mediaFiles)).toHaveLength(0);
  });

  it('accepts every signed-in role', async () => {
    for (const role of ['user', 'business', 'partner', 'admin'] as const) {
      const { token } = await user(role);
      const res = await uploadJson(token, { type: 'png', file: (await png(40, 30)).toString('base64') });
      expect(res.statusCode, role).toBe(201);
    }
  });
});

describe("image upload: the spec's JSON form", () => {
  it('stores a PNG as resized WebP copies and answers `results` with its address', async () => {
    const { token, account } = await user();
    const res = await uploadJson(token, { type: 'png', file: (await png(1000, 500)).toString('base64') });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const data: UploadedImage = body.data;
    expect(body.message).toBe('Image uploaded');
    expect(body.results).toBe(data.url);
    expect(data.url).toMatch(/^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}-1000\.webp$/);
    // Never upscaled: a 1000 px image gets 320, 640 and its own 1000 px, aspect kept.
    expect(data.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
      [1000, 500],
    ]);
    expect([data.width, data.height]).toEqual([1000, 500]);
    expect(data.srcset).toBe(data.variants.map((v) => `${v.url} ${v.width}w`).join(', '));

    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, data.id));
    expect(row).toMatchObject({ ownerAccountId: account.id, purpose: 'general', width: 1000, height: 500 });
    expect(row?.variants).toHaveLength(3);
    // Its average colour, which pages paint in its place until it loads.
    expect(row?.color).toBe('#008751');

    for (const variant of data.variants) {
      const file = await fetchMedia(variant.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      expect(file.rawPayload.length).toBe(variant.bytes);
    }
  });

  it('keeps a large image to 1280 px wide', async () => {
    const { token } = await user();
    const res = await uploadJson(token, { type: 'png', file: (await png(3000, 2000)).toString('base64') });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);
    expect(res.json().data.height).toBe(853);
  });

  it('accepts a data: prefix, and refuses text that is not base64', async () => {
    const { token } = await user();
    const prefixed = `data:image/png;base64,${(await png(20, 20)).toString('base64')}`;
    expect((await uploadJson(token, { type: 'png', file: prefixed })).statusCode).toBe(201);
    const bad = await uploadJson(token, { type: 'png', file: 'this is not base64!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The file must be the image in base64, without a "data:" prefix.');
    const missing = await uploadJson(token, { type: 'png' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose an image to upload.');
  });

  it('refuses a text file renamed .png (415), whatever type is declared', async () => {
    const { token } = await user();
    const text = Buffer.from('Hello, this is not an image at all.\n'.repeat(10));
    const res = await uploadJson(token, { type: 'png', file: text.toString('base64') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Images must be .png, .jpg or .webp files.',
      data: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });
});

describe('image upload: metadata', () => {
  it('removes EXIF and GPS from a phone JPEG: every stored copy is clean', async () => {
    const { token } = await user();
    const jpeg = await jpegWithGps();
    // The input really carries a GPS position.
    const input = await sharp(jpeg).metadata();
    expect(input.exif).toBeDefined();
    const tags = exifTags(input.exif as Buffer);
    expect(tags.ifd0.has(0x8825)).toBe(true); // pointer to the GPS IFD
    expect(tags.gps.has(0x0002)).toBe(true); // GPSLatitude
    expect(tags.gps.has(0x0004)).toBe(true); // GPSLongitude

    const res = await uploadForm(token, [
      { name: 'purpose', data: 'post' },
      { name: 'image', filename: 'IMG_0001.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(res.statusCode).toBe(201);
    const data: UploadedImage = res.json().data;
    expect(data.purpose).toBe('post');
    expect(data.variants.map((v) => v.width)).toEqual([320, 640, 800]);
    for (const variant of data.variants) {
      const file = await fetchMedia(variant.url);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
      expect(file.rawPayload.includes(Buffer.from('Phone owner'))).toBe(false);
    }
  });

  it('turns a photo upright from its EXIF orientation before dropping the tag', async () => {
    const { token } = await user();
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#333' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await uploadForm(token, [{ name: 'image', filename: 'p.jpg', type: 'image/jpeg', data: sideways }]);
    expect(res.statusCode).toBe(201);
    expect([res.json().data.width, res.json().data.height]).toEqual([200, 400]);
  });
});

describe('image upload: refusals', () => {
  it('refuses a text file renamed .png sent as multipart (415)', async () => {
    const { token } = await user();
    const res = await uploadForm(token, [
      { name: 'image', filename: 'holiday.png', type: 'image/png', data: 'just some text, not a picture' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Images must be .png, .jpg or .webp files.');
  });

  it('refuses an image over the byte cap (413), as multipart and as JSON', async () => {
    const { token } = await user();
    // Noise does not compress: a ~9.7 MB real PNG, over the 8 MB default.
    const side = 1800;
    const big = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(8 * 1024 * 1024);
    const multi = await uploadForm(token, [{ name: 'image', filename: 'big.png', type: 'image/png', data: big }]);
    expect(multi.statusCode).toBe(413);
    expect(multi.json()).toMatchObject({
      message: 'The image is too large. The largest allowed is 8 MB.',
      data: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const json = await uploadJson(token, { type: 'png', file: big.toString('base64') });
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toBe('The image is too large. The largest allowed is 8 MB.');
  });

  it('refuses a decompression bomb at once, and the server keeps working', async () => {
    const { token } = await user();
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([30_000, 30_000]);

    const small = await png(50, 50);
    // Refused from the header, before a single pixel is decoded: the header is read, no image is ever output.
    const headerRead = vi.spyOn(sharp.prototype, 'metadata');
    const decoded = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      const res = await uploadForm(token, [{ name: 'image', filename: 'bomb.png', type: 'image/png', data: bomb }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This image has too many pixels. The largest allowed is 40 megapixels.');
      const viaJson = await uploadJson(token, { type: 'png', file: bomb.toString('base64') });
      expect(viaJson.statusCode).toBe(422);
      expect(headerRead).toHaveBeenCalledTimes(2);
      expect(decoded).not.toHaveBeenCalled();

      // The server keeps working; a real image is decoded through the calls watched here.
      const next = await uploadJson(token, { type: 'png', file: small.toString('base64') });
      expect(next.statusCode).toBe(201);
      expect(decoded).toHaveBeenCalled();
    } finally {
      headerRead.mockRestore();
      decoded.mockRestore();
    }
    expect((await app().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a damaged image with a clear message (422), not a server error', async () => {
    const { token } = await user();
    const real = await png(100, 100);
    // A real PNG whose compressed pixels are damaged (every 7th byte after the header flipped).
    const damaged = Buffer.from(real);
    for (let at = 60; at < damaged.length - 20; at += 7) damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    const res = await uploadForm(token, [{ name: 'image', filename: 'x.png', type: 'image/png', data: damaged }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This image could not be read. It may be damaged. Please try another file.');
  });

  it('asks for the file when none is sent, and for one image at a time', async () => {
    const { token } = await user();
    const none = await uploadForm(token, [{ name: 'purpose', data: 'post' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose an image to upload.');
    const image = await png(10, 10);
    const two = await uploadForm(token, [
      { name: 'image', filename: 'a.png', type: 'image/png', data: image },
      { name: 'image', filename: 'b.png', type: 'image/png', data: image },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Please send one image at a time.');
  });

  it("applies each use's accepted types", async () => {
    const { token } = await user();
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const bmp = bmp24(60, 40);
    const send = (purpose: string, data: Buffer, filename: string) =>
      uploadForm(token, [
        { name: 'purpose', data: purpose },
        { name: 'image', filename, data },
      ]);

    const opportunity = await send('opportunity', jpeg, 'o.png');
    expect(opportunity.statusCode).toBe(415);
    expect(opportunity.json().message).toBe('Opportunity image must be a .png image.');
    expect((await send('post', bmp, 'p.bmp')).statusCode).toBe(415);
    expect((await send('post', gif, 'p.gif')).statusCode).toBe(415);
    expect((await send('event', gif, 'e.gif')).statusCode).toBe(201);

    // BMP (events accept it) is decoded by our own reader: rows in the right order, colours kept.
    const event = await send('event', bmp, 'e.bmp');
    expect(event.statusCode).toBe(201);
    const stored = (await fetchMedia(event.json().data.url)).rawPayload;
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([60, 40]);
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    expect(pixel(30, 5)[0]).toBeGreaterThan(180); // red on top
    expect(pixel(30, 35)[2]).toBeGreaterThan(180); // blue below

    const unknown = await send('wallpaper', await png(10, 10), 'w.png');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT /api/prop/account/profile_image', () => {
  const put = (token: string, parts: Part[]) => uploadForm(token, parts, '/api/prop/account/profile_image', 'PUT');

  it('accepts a JPEG profile photo and says which profile field it is for', async () => {
    const { token, account } = await user('business');
    const res = await put(token, [
      { name: 'profile_image', filename: 'me.jpg', type: 'image/jpeg', data: await jpegWithGps() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Image uploaded', data: { field: 'photo', purpose: 'profile_photo' } });
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, res.json().data.id));
    expect(row?.ownerAccountId).toBe(account.id);
  });

  it("refuses a JPEG cover with the spec's limit, and accepts a PNG cover", async () => {
    const { token } = await user();
    const jpeg = await jpegWithGps();
    const refused = await put(token, [{ name: 'cover_image', filename: 'cover.png', type: 'image/png', data: jpeg }]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Cover photo must be a .png image.');
    const accepted = await put(token, [{ name: 'cover_image', filename: 'cover.png', data: await png(1600, 400) }]);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ field: 'cover_photo', purpose: 'cover_photo', width: 1280 });
  });

  it('refuses a GIF profile photo, and a form without either field', async () => {
    const { token } = await user();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await put(token, [{ name: 'profile_image', filename: 'me.gif', data: gif }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Profile photo must be a .png or .jpg image.');
    const none = await put(token, [{ name: 'photo', filename: 'me.png', data: await png(8, 8) }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please send the image in a field named profile_image or cover_image.');
  });
});

describe('serving and recognising platform images', () => {
  it('answers 404 for an unknown or malformed key', async () => {
    for (const url of ['/media/images/ab/0123456789abcdef0123456789abcdef-320.webp', '/media/..%2Fsecrets.json']) {
      const res = await app().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('recognises its own image URLs and refuses foreign ones', async () => {
    const { token, account } = await user();
    const other = await user();
    const res = await uploadJson(token, { type: 'png', file: (await png(30, 30)).toString('base64') });
    const url: string = res.json().results;
    const context = { db: db(), storage: storageOf(app()) };
    const key = new URL(url, 'http://localhost').pathname.replace('/media/', '');

    expect(await mediaUrlsBelongToPlatform(context, [url])).toBe(true);
    expect(await mediaUrlsBelongToPlatform(context, [url], account.id)).toBe(true);
    expect(await mediaUrlsBelongToPlatform(context, [new URL(url, 'http://localhost').pathname])).toBe(true);
    expect(await mediaUrlsBelongToPlatform(context, [url], other.account.id)).toBe(false);
    expect(await mediaUrlsBelongToPlatform(context, [`https://evil.example/media/${key}`])).toBe(false);
    expect(await mediaUrlsBelongToPlatform(context, ['https://images.example.com/cat.webp'])).toBe(false);
    expect(await mediaUrlsBelongToPlatform(context, [url, url.replace(/[0-9a-f]{32}/, '0'.repeat(32))])).toBe(false);
    expect(await mediaUrlsBelongToPlatform(context, [])).toBe(true);
  });
});

describe('limits on a small configuration', () => {
  const smallApp = useTestApp({
    UPLOAD_MAX_BYTES: '20000',
    UPLOAD_MAX_PIXELS: '1000000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '5',
  });

  it('refuses from the base64 length, refuses by pixels, and limits uploads per minute', async () => {
    const { token } = await signedInAccount(smallApp().database.handle.db, 'user');
    const noise = await sharp(randomBytes(100 * 100 * 3), { raw: { width: 100, height: 100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(20_000);
    const big = await uploadJson(token, { type: 'png', file: noise.toString('base64') }, smallApp());
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image is too large. The largest allowed is 20 KB.');

    const wide = await uploadJson(token, { type: 'png', file: (await png(1500, 800)).toString('base64') }, smallApp());
    expect(wide.statusCode).toBe(422);
    expect(wide.json().message).toBe('This image has too many pixels. The largest allowed is 1 megapixels.');

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await uploadJson(token, { type: 'png', file: (await png(10, 10)).toString('base64') }, smallApp())).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses[3]).toBe(429);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// S3: a tiny fake S3 on loopback that records every request and checks its signature.

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  signatureValid: boolean;
}

const S3_KEYS = { accessKeyId: 'AKIDCREATIVENGTEST', secretAccessKey: 'test-secret-key-for-the-fake-s3-server' };

function fakeS3() {
  const requests: Recorded[] = [];
  /** What was stored, by path: GET answers it (link previews read stored images back). */
  const objects = new Map<string, Buffer>();
  let failWith: number | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        signatureValid: await verifySignature(req, body),
      });
      const path = req.url ?? '';
      if (!failWith && req.method === 'PUT') objects.set(path, body);
      if (!failWith && req.method === 'DELETE') objects.delete(path);
      if (!failWith && req.method === 'GET') {
        const object = objects.get(path);
        res.statusCode = object ? 200 : 404;
        res.end(object ?? '<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      res.statusCode = failWith ?? 200;
      res.end(failWith ? '<Error><Code>InternalError</Code></Error>' : '');
    });
  });
  return {
    requests,
    server,
    failNext: (status: number | undefined) => {
      failWith = status;
    },
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Re-signs what arrived with the shared keys: the header must match, and the body must be what was hashed. */
async function verifySignature(req: http.IncomingMessage, body: Buffer): Promise<boolean> {
  const authorization = String(req.headers.authorization ?? '');
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signed) if (name !== 'host' && name !== 'x-amz-date') headers[name] = String(req.headers[name]);
  if (req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) return false;
  const expected = await new AwsV4Signer({
    method: req.method ?? '',
    url: `http://${req.headers.host}${req.url}`,
    headers,
    region: 'us-east-1',
    service: 's3',
    ...S3_KEYS,
    datetime: String(req.headers['x-amz-date'] ?? ''),
    allHeaders: true,
  }).sign();
  return expected.headers.get('authorization') === authorization;
}

describe('S3-compatible storage', () => {
  const s3 = fakeS3();
  let s3App: TestApp;
  beforeAll(async () => {
    const port = await s3.start();
    s3App = await createTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'creative-media',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_PUBLIC_URL: 'https://media.example.ng',
    });
  });
  afterAll(async () => {
    await s3App?.close();
    await s3.stop();
  });

  it('signs the AWS documentation example exactly (Signature Version 4, PUT Object), as the fake S3 checks', async () => {
    const signed = await new AwsV4Signer({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': createHash('sha256').update('Welcome to Amazon S3.').digest('hex'),
      },
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      datetime: '20130524T000000Z',
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('reads a stored copy back with a signed GET (for link previews); a missing one is undefined', async () => {
    const { token } = await signedInAccount(s3App.database.handle.db, 'user');
    const res = await uploadJson(token, { type: 'png', file: (await png(300, 200)).toString('base64') }, s3App);
    expect(res.statusCode).toBe(201);
    const storage = storageOf(s3App);
    const key = storage.keyFromUrl(res.json().data.url) ?? '';
    const put = s3.requests.find((r) => r.method === 'PUT' && r.path.endsWith(key));
    s3.requests.length = 0;
    const bytes = await storage.read(key);
    expect(bytes && Buffer.compare(bytes, put?.body ?? Buffer.alloc(0))).toBe(0);
    expect(s3.requests.map((r) => [r.method, r.signatureValid])).toEqual([['GET', true]]);
    expect(await storage.read('images/00/missing-1.webp')).toBeUndefined();
  });

  it('PUTs every copy path-style with its type, long cache and a valid signature; URLs use S3_PUBLIC_URL', async () => {
    const { token } = await signedInAccount(s3App.database.handle.db, 'user');
    const res = await uploadJson(token, { type: 'png', file: (await png(700, 350)).toString('base64') }, s3App);
    expect(res.statusCode).toBe(201);
    const data: UploadedImage = res.json().data;
    expect(res.json().results).toMatch(/^https:\/\/media\.example\.ng\/images\/[0-9a-f]{2}\/[0-9a-f]{32}-700\.webp$/);

    const puts = s3.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(3);
    expect(puts.map((r) => r.path).sort()).toEqual(
      data.variants.map((v) => `/creative-media${new URL(v.url).pathname}`).sort(),
    );
    for (const put of puts) {
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(put.headers.authorization)).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDCREATIVENGTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
      );
      expect(String(put.headers.authorization)).toContain('SignedHeaders=cache-control;content-type;host;');
      expect(put.signatureValid).toBe(true);
      expect((await sharp(put.body).metadata()).format).toBe('webp');
    }
    // The API does not serve S3 files itself.
    const local = await s3App.app.inject({ method: 'GET', url: `/media${new URL(data.url).pathname}` });
    expect(local.statusCode).toBe(404);
    const context = { db: s3App.database.handle.db, storage: storageOf(s3App) };
    expect(await mediaUrlsBelongToPlatform(context, [data.url])).toBe(true);
    expect(
      await mediaUrlsBelongToPlatform(context, [`http://127.0.0.1/creative-media${new URL(data.url).pathname}`]),
    ).toBe(false);
  });

  it('answers 503 when the store fails, keeps no row and removes what was stored', async () => {
    const { token, account } = await signedInAccount(s3App.database.handle.db, 'user');
    s3.requests.length = 0;
    s3.failNext(500);
    const res = await uploadJson(token, { type: 'png', file: (await png(100, 100)).toString('base64') }, s3App);
    s3.failNext(undefined);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The image could not be saved right now. Please try again soon.');
    const rows = await s3App.database.handle.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerAccountId, account.id));
    expect(rows).toHaveLength(0);
    expect(s3.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});

/** The storage the app built from its configuration (the same construction app.ts does). */
function storageOf(target: TestApp) {
  return storageFromConfig(target.config);
}
