import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

const MALFORMED = 'The form did not arrive complete or is not a form. Please try again.';
// Temporary files go under os.tmpdir(): this file's own, to see what is left there.
// The worker runs other files after this one (isolate: false), so TMPDIR is put back when the file ends.
const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-upload-test-'));
const previousTmpdir = process.env.TMPDIR;
process.env.TMPDIR = temporary;
const leftFiles = () =>
  fs
    .readdirSync(temporary)
    .filter((directory) => directory.startsWith('creativeng-upload-'))
    .flatMap((directory) => fs.readdirSync(path.join(temporary, directory)).map((file) => `${directory}/${file}`));
afterAll(() => {
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  fs.rmSync(temporary, { recursive: true, force: true });
});

describe('hostile upload bodies', () => {
  let platform: TestApp;
  let token: string;
  beforeAll(async () => {
    platform = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
    ({ token } = await signedInAccount(platform.database.handle.db, 'user'));
  });
  afterAll(() => platform.close());

  const send = (url: string, payload: Buffer | string, contentType: string, auth = true) =>
    platform.app.inject({
      method: url.endsWith('profile_image') ? 'PUT' : 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, ...(auth ? { authorization: token } : {}) },
    });

  it('answers a malformed multipart body 400, never 500, on every route that reads one', async () => {
    const boundary = 'cngBoundary42';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nhalf a file`;
    const routes = ['/api/prop/images', '/api/prop/account/profile_image', '/api/prop/admin-auth/login'];
    for (const url of routes) {
      const bodies: [string, Buffer | string, string][] = [
        ['cut before its closing boundary', cut, `multipart/form-data; boundary=${boundary}`],
        ['not multipart at all', Buffer.alloc(50 * 1024, 0x41), `multipart/form-data; boundary=${boundary}`],
        ['no boundary', 'hello', 'multipart/form-data'],
      ];
      for (const [what, payload, type] of bodies) {
        const res = await send(url, payload, type);
        expect(res.statusCode, `${url}: ${what}`).toBe(400);
        // The admin sign-in takes no file at all, so a file part is refused as one before the cut is seen.
        if (!(url.endsWith('login') && what.startsWith('cut')))
          expect(res.json().message, `${url}: ${what}`).toBe(MALFORMED);
      }
    }
  });

  it('keeps no temporary file once an upload is answered, stored or refused', async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#008751' } })
      .png()
      .toBuffer();
    const boundary = 'cngOk';
    const form = (data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const stored = await send('/api/prop/images', form(image), `multipart/form-data; boundary=${boundary}`);
    expect(stored.statusCode).toBe(201);
    const refused = await send(
      '/api/prop/images',
      form(Buffer.from('not an image')),
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(refused.statusCode).toBe(415);
    // Removed once the answer has gone (onResponse runs just after it).
    await new Promise((r) => setTimeout(r, 100));
    expect(leftFiles()).toEqual([]);
  });
});

describe('too many uploads at once', () => {
  let platform: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    platform = await createTestApp({ UPLOAD_CONCURRENCY: '1', UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
    ({ token } = await signedInAccount(platform.database.handle.db, 'user'));
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    port = (platform.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    platform.app.server.closeAllConnections();
    await platform.close();
  });

  /** Starts an upload and sends only part of its body, holding its place like a slow phone on a bad network. */
  function slowUpload(): Promise<net.Socket> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/prop/images HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${token}\r\nContent-Type: multipart/form-data; boundary=slow\r\nContent-Length: 4000000\r\n\r\n--slow\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
        );
        setTimeout(() => resolve(socket), 200);
      });
    });
  }
  const upload = () =>
    fetch(`http://127.0.0.1:${port}/api/prop/images`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=quick' },
      body: '--quick--\r\n',
    });

  it('refuses a body declared larger than the limit before reading it (413)', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/prop/images HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${token}\r\nContent-Type: multipart/form-data; boundary=big\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
        );
      });
      socket.once('data', (chunk) => {
        resolve(String(chunk));
        socket.destroy();
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('answers 503 with Retry-After before reading the body, and frees the place when the slow client leaves', async () => {
    const rowsBefore = (await platform.database.handle.db.select({ n: count() }).from(mediaFiles))[0]?.n;
    const slow = await slowUpload();
    const busy = await upload();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(((await busy.json()) as { message: string }).message).toBe(
      'The server is busy with other images. Please try again in a moment.',
    );
    slow.destroy();
    await new Promise((r) => setTimeout(r, 300));
    // The place is free again: this upload is read (and refused for what it is, a form without an image).
    const next = await upload();
    expect(next.status).toBe(400);
    const rowsAfter = (await platform.database.handle.db.select({ n: count() }).from(mediaFiles))[0]?.n;
    expect(rowsAfter).toBe(rowsBefore);
  });
});
