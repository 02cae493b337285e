import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts } from '../src/db/schema/index';
import { serverRenderLimits, withRenderedRoot } from '../src/http/ssr';
import { createTestApp, htmlPage, type TestApp } from './helpers/app';
import { listingHelpers } from './helpers/listings';

/*
 * Public pages rendered on the server (decision 0089), fetched as a reader without JavaScript does (curl): the
 * page's HTML holds the post's text and links in #root, and the data the app hydrates from; a page a visitor may
 * not see, and every signed-in page, is the shell as before. The web app's server build is made for the test.
 */

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-ssr-'));
const dist = path.join(root, 'dist');
let t: TestApp;
const app = () => t;
const { db, creative, publishPost, publishProduct } = listingHelpers(app);

beforeAll(async () => {
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <title>CreativeNG – Nigeria Creative Economy Platform</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>CreativeNG needs JavaScript to work.</noscript>
  </body>
</html>
`,
  );
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/ssr/entry-server.ts',
      '--outDir',
      path.join(root, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: webRoot, encoding: 'utf8' },
  );
  expect(build.status, build.stderr).toBe(0);
  t = await createTestApp({ PUBLIC_URL: 'https://creative.example.ng' }, { webDist: dist });
  // These tests read what is rendered, on a machine that may be busy: the time box is the last test's business.
  serverRenderLimits.timeoutMs = 30_000;
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers?: Record<string, string>) => htmlPage(t.app, url, headers);
/** What #root holds; empty for the shell. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json"|<noscript>|<\/body>)/.exec(html)?.[1] ?? '';
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="cng-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};

const post = (token: string, title: string) =>
  publishPost(token, title, 'Adire cloth dyed by hand in Abeokuta before sunrise.');
const product = publishProduct;

describe('server-rendered public pages', { timeout: 90_000 }, () => {
  it("a post's page is complete HTML: its text, its links and the data to hydrate from", async () => {
    const { token } = await creative('Amaka');
    const { id, author } = await post(token, 'Indigo at dawn <adire> & "friends"');
    const html = await page(`/post/${id}`);
    const content = rootOf(html);
    expect(content).toContain('Indigo at dawn &lt;adire');
    expect(content).not.toContain('<adire>');
    expect(content).toContain('Adire cloth dyed by hand in Abeokuta before sunrise.');
    expect(content).toContain(`href="/profile/${author.id}"`);
    expect(content).toContain('href="/"');
    expect(content).not.toContain('aria-busy="true"');
    // No word of it needing JavaScript: it reads without.
    expect(html).not.toContain('<noscript>');
    const state = stateOf(html);
    expect(state.language).toBe('en');
    const keys = state.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey);
    expect(keys).toContainEqual(['feed', 'visitor', 'post', id]);
    // The embedded data cannot end its script element early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('the home page holds the first page of the public feed, linked, in the reader language', async () => {
    const { token } = await creative('Bola');
    const { id } = await post(token, 'Talking drum workshop');
    const content = rootOf(await page('/'));
    expect(content).toContain('Talking drum workshop');
    expect(content).toContain(`href="/post/${id}"`);
    expect(content).toContain('href="/signup"');

    const hausa = await page('/', { cookie: 'cng_lang=ha' });
    expect(stateOf(hausa).language).toBe('ha');
    expect(rootOf(hausa)).toContain('Talking drum workshop');
    expect(rootOf(hausa)).not.toEqual(content);
  });

  it('a post a visitor may not see, a signed-in page and an unknown page are the shell', async () => {
    const { token } = await creative('Tunde');
    const removed = await post(token, 'Studio tour video');
    await db().update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed.id));
    for (const url of [`/post/${removed.id}`, '/post/not-an-id', '/settings', '/login', '/no-such-page']) {
      const html = await page(url);
      expect(rootOf(html), url).toBe('');
      expect(stateOf(html), url).toBeNull();
      expect(html, url).not.toContain('Studio tour video');
    }
  });

  it('serves the shell past the time box, with too many renders at once, and to a device saving data', async () => {
    const { token } = await creative('Kemi');
    const { id } = await post(token, 'Beadwork from Bida');
    const limits = { ...serverRenderLimits };
    try {
      serverRenderLimits.timeoutMs = 0;
      expect(stateOf(await page(`/post/${id}`))).toBeNull();
      serverRenderLimits.timeoutMs = limits.timeoutMs;
      serverRenderLimits.concurrency = 0;
      expect(stateOf(await page(`/post/${id}`))).toBeNull();
    } finally {
      Object.assign(serverRenderLimits, limits);
    }
    expect(rootOf(await page(`/post/${id}`))).toContain('Beadwork from Bida');
    // A device in low-data mode gets the shell: rendered pictures would download in full before the app runs.
    expect(stateOf(await page(`/post/${id}`, { cookie: 'cng_lang=en; cng_data_saver=on' }))).toBeNull();
    expect(stateOf(await page(`/post/${id}`, { 'save-data': 'on' }))).toBeNull();
  });

  it("a seller's page holds the seller's card and products, linked; a private seller's page is the shell", async () => {
    const seller = await creative('Ngozi');
    const { id, author } = await product(seller.token, 'Adire throw pillow');
    const html = await page(`/user-products/${author.username}`);
    const content = rootOf(html);
    expect(content).toContain('Adire throw pillow');
    expect(content).toContain(`href="/marketdetailsPage/${id}"`);
    expect(content).toMatch(/<h1[^>]*>[^<]*Ngozi/);
    const keys = stateOf(html).queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey);
    expect(keys).toContainEqual(['market', 'visitor', 'seller', author.username]);

    // A private seller's page is not public (decision 0064): not found to a visitor, so not rendered.
    await db().update(accounts).set({ visibility: 'private' }).where(eq(accounts.id, seller.account.id));
    const hidden = await page(`/user-products/${author.username}`);
    expect(stateOf(hidden)).toBeNull();
    expect(hidden).not.toContain('Adire throw pillow');
  });

  it('serves the shell to a device where someone is signed in, so the app draws their page once', async () => {
    const { token } = await creative('Yemi');
    const { id } = await post(token, 'Gele tying class');
    expect(stateOf(await page(`/post/${id}`, { cookie: 'cng_lang=en; cng_member=1' }))).toBeNull();
    expect(rootOf(await page(`/post/${id}`, { cookie: 'cng_member=0' }))).toContain('Gele tying class');
  });

  it('puts the page into the shell only where the shell has its root', () => {
    const page = { html: '<main>Hi</main>', state: '{}' };
    expect(withRenderedRoot('<body><div id="root"></div></body>', page)).toBe(
      '<body><div id="root"><main>Hi</main></div>\n    <script type="application/json" id="cng-ssr">{}</script></body>',
    );
    expect(withRenderedRoot('<body></body>', page)).toBe('<body></body>');
  });
});
