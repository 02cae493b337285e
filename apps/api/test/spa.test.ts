import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-dist-'));
  let t: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>CreativeNG</title>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    // What the web build's report says each route's first load is (apps/web/build-report.ts).
    const files = (page: string) => [
      'assets/index-1.js',
      `assets/${page}-1.js`,
      'assets/shared-1.js',
      'assets/index-1.css',
    ];
    fs.writeFileSync(
      path.join(dist, 'build-report.json'),
      JSON.stringify({
        routes: {
          '/profile/:id': { files: files('Profile') },
          '/t&c': { files: files('Terms') },
          '/faq': { files: [] },
        },
      }),
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await createTestApp({}, { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers app routes with index.html, never cached', async () => {
    for (const url of ['/', '/directorypage', '/profile/123?x=1', '/t&c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends a browser asking for /favicon.ico to the app's icon", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('serves hashed assets for a year, and a missing asset is a 404, not the app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });

  it('serves a new build without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-3.js'), 'console.log(3)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-3.js' })).statusCode).toBe(200);
  });

  it("preloads the route's own scripts with the page, not the entry again, and nothing for a route it does not know", async () => {
    const preloads = async (url: string) =>
      [
        ...(await t.app.inject({ method: 'GET', url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads('/profile/123?x=1')).toEqual(['/assets/Profile-1.js', '/assets/shared-1.js']);
    expect(await preloads('/t&c')).toEqual(['/assets/Terms-1.js', '/assets/shared-1.js']);
    expect(await preloads('/faq')).toEqual([]);
    expect(await preloads('/profile/1/2')).toEqual([]);
  });

  it('keeps unknown API paths in the JSON envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().data.code).toBe('NOT_FOUND');
  });
});
