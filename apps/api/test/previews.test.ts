import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creativeProfiles, posts } from '../src/db/schema/index';
import { listingsService } from '../src/modules/listings/service';
import { productService } from '../src/modules/marketplace/products';
import { rangeSitemap, rangeStarts, sitemapIndex, sitemapSources } from '../src/modules/previews/sitemap';
import { createTestApp, htmlPage, type TestApp } from './helpers/app';
import { eventBody, listingHelpers } from './helpers/listings';

/*
 * Link previews as WhatsApp, Facebook or X read them (curl-style, no JavaScript): each shareable page's HTML
 * carries the item's title, og:title/og:description and an og:image answering 200 as image/jpeg; hidden items
 * give the generic preview and noindex; robots.txt and the sitemap list only what the public may see.
 */

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-previews-'));
let t: TestApp;
const app = () => t;
const { db, call, partner, creative, upload, publishPost, publishProduct } = listingHelpers(app);

beforeAll(async () => {
  // The shell as Vite builds it: a description over several lines, the generic title.
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="CreativeNG is the national platform."
    />
    <title>CreativeNG – Nigeria Creative Economy Platform</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`,
  );
  fs.writeFileSync(
    path.join(dist, 'og-card.jpg'),
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#008751' } })
      .jpeg()
      .toBuffer(),
  );
  t = await createTestApp({ PUBLIC_URL: 'https://creative.example.ng' }, { webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers?: Record<string, string>) => htmlPage(t.app, url, headers);
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The og:image answers 200 as a 1200 × 630 JPEG (fetched the way a preview reader does, by its address). */
async function expectJpegPreview(html: string) {
  const image = meta(html, 'og:image') ?? '';
  expect(image).toMatch(/^https:\/\/creative\.example\.ng\/og-image\/[0-9a-f-]{36}\.jpg$/);
  const res = await t.app.inject({ method: 'GET', url: new URL(image).pathname });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
  const info = await sharp(res.rawPayload).metadata();
  expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
}

/** A generic page: no word of the item, the platform card, and kept out of search engines. */
function expectNoItemPreview(html: string, itemTitle: string) {
  expect(html).not.toContain(itemTitle);
  expect(meta(html, 'robots')).toBe('noindex');
  expect(meta(html, 'og:image')).toBe('https://creative.example.ng/og-card.jpg');
  expect(html).not.toContain('rel="canonical"');
}

const post = (token: string, title: string) =>
  publishPost(token, title, 'A short film shot in Lagos with friends, on a phone.');
const product = publishProduct;

describe('link previews of shareable pages', () => {
  it("a post's page has its title, description and first picture as a JPEG", async () => {
    const { token } = await creative('Chidi');
    const { id } = await post(token, 'Lagos at dawn <short film> & "friends"');
    const html = await page(`/post/${id}`);
    // Escaped everywhere it appears.
    expect(titleOf(html)).toBe('Lagos at dawn &#60;short film&#62; &#38; &#34;friends&#34; – CreativeNG');
    expect(html).not.toContain('<short film>');
    expect(meta(html, 'og:title')).toBe('Lagos at dawn &#60;short film&#62; &#38; &#34;friends&#34;');
    expect(meta(html, 'og:description')).toBe('A short film shot in Lagos with friends, on a phone.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`https://creative.example.ng/post/${id}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="https://creative.example.ng/post/${id}" />`);
    // The shell's own description is replaced, not doubled; its scripts stay.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    await expectJpegPreview(html);
  });

  it("a product's and a profile's pages carry their title and picture", async () => {
    const { account, token } = await creative('Adaeze');
    const photo = await upload(token, 'profile_photo');
    await db()
      .update(creativeProfiles)
      .set({ photo, expertise: 'Textile designer' })
      .where(eq(creativeProfiles.accountId, account.id));
    const item = await product(token, 'Adire throw pillow');

    const productHtml = await page(`/marketdetailsPage/${item.id}`);
    expect(titleOf(productHtml)).toBe('Adire throw pillow – CreativeNG');
    expect(meta(productHtml, 'og:title')).toBe('Adire throw pillow');
    expect(meta(productHtml, 'og:description')).toBe('Hand-dyed indigo cotton, 45 cm square.');
    await expectJpegPreview(productHtml);

    for (const url of [`/profile/${account.id}`, `/publicProfile/${account.id}`]) {
      const html = await page(url);
      expect(meta(html, 'og:title')).toBe('Adaeze Obi');
      expect(meta(html, 'og:description')).toBe('Textile designer');
      expect(meta(html, 'og:type')).toBe('profile');
      await expectJpegPreview(html);
    }

    const seller = await page(`/user-products/${item.author.username}`);
    expect(meta(seller, 'og:title')).toBe('Adaeze Obi');
    await expectJpegPreview(seller);
  });

  it("a training's page carries its title and picture", async () => {
    const { token } = await partner('Film Fund NG');
    const res = await call('POST', '/api/prop/event', token, eventBody([await upload(token, 'event', 'jpeg')]));
    expect(res.statusCode, res.body).toBe(201);
    const html = await page(`/training/${res.json().data.event.id}`);
    expect(titleOf(html)).toBe('Music production masterclass – CreativeNG');
    expect(meta(html, 'og:title')).toBe('Music production masterclass');
    expect(meta(html, 'og:description')).toBe('A day with producers on mixing Afrobeats.');
    await expectJpegPreview(html);
  });

  it('private, blacklisted and removed content gives no item preview', async () => {
    const hidden = await creative('Zainab');
    await db().update(accounts).set({ visibility: 'private' }).where(eq(accounts.id, hidden.account.id));
    expectNoItemPreview(await page(`/profile/${hidden.account.id}`), 'Zainab');
    // A private seller's page too (its products stay in the marketplace, as public items of their own).
    const hiddenItem = await product(hidden.token, 'Indigo wrapper');
    expectNoItemPreview(await page(`/user-products/${hiddenItem.author.username}`), 'Zainab');
    // A partner not yet approved is not public either.
    const pending = await partner('Pending Arts Trust', false);
    expectNoItemPreview(await page(`/profile/${pending.account.id}`), 'Pending Arts Trust');
    expectNoItemPreview(await page(`/publicProfile/${pending.account.id}`), 'Pending Arts Trust');

    const seller = await creative('Tunde');
    const item = await product(seller.token, 'Bronze mask replica');
    const removed = await post(seller.token, 'Studio tour video');
    await db().update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed.id));
    expectNoItemPreview(await page(`/post/${removed.id}`), 'Studio tour video');

    await db().update(accounts).set({ isBlacklisted: true }).where(eq(accounts.id, seller.account.id));
    expectNoItemPreview(await page(`/marketdetailsPage/${item.id}`), 'Bronze mask replica');
    expectNoItemPreview(await page(`/user-products/${item.author.username}`), 'Tunde');
    expectNoItemPreview(await page(`/profile/${seller.account.id}`), 'Tunde');

    // Missing items, ids that cannot be one and signed-in pages are generic and noindex too.
    expectNoItemPreview(await page('/post/00000000-0000-4000-8000-000000000000'), 'Studio');
    expectNoItemPreview(await page('/post/not-an-id'), 'Studio');
    expect(meta(await page('/settings'), 'robots')).toBe('noindex');
  });

  it('list pages and the home page are named, indexable and in the reader language', async () => {
    const home = await page('/');
    expect(titleOf(home)).toBe('CreativeNG – Nigeria Creative Economy Platform');
    expect(meta(home, 'robots')).toBeUndefined();
    expect(meta(home, 'og:image')).toBe('https://creative.example.ng/og-card.jpg');
    expect(titleOf(await page('/marketpage'))).toBe('Marketplace – CreativeNG');

    const hausa = await page('/marketpage', { 'accept-language': 'ha-NG,en;q=0.5' });
    expect(hausa).toContain('<html lang="ha">');
    expect(titleOf(hausa)).toBe('Kasuwa – CreativeNG');
    expect(meta(hausa, 'og:locale')).toBe('ha_NG');
    // The language the reader chose in the app (its cookie) comes before the browser's.
    const yoruba = await page('/', { 'accept-language': 'ha', cookie: 'x=1; cng_lang=yo' });
    expect(yoruba).toContain('<html lang="yo">');

    const res = await t.app.inject({ method: 'GET', url: '/marketpage' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('serves preview images only for stored images of ours', async () => {
    for (const url of [
      '/og-image/00000000-0000-4000-8000-000000000000.jpg',
      '/og-image/https%3A%2F%2Fevil.example.com%2Fa.jpg',
      '/og-image/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/og-card.jpg' })).statusCode).toBe(200);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt closes signed-in pages and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /settings$');
    expect(lines).toContain('Disallow: /adminprofile/');
    expect(lines).toContain('Sitemap: https://creative.example.ng/sitemap.xml');
    expect(lines).not.toContain('Disallow: /marketpage$');
    expect(res.body).not.toMatch(/Disallow: \/(post|profile|marketdetailsPage|training)\//);
  });

  it('the sitemap index lists sitemaps of public items only', async () => {
    const visible = await creative('Ngozi');
    const shown = await post(visible.token, 'Shown in the sitemap');
    const hidden = await creative('Bola');
    const secret = await post(hidden.token, 'Not in the sitemap');
    await db().update(accounts).set({ visibility: 'private' }).where(eq(accounts.id, hidden.account.id));

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    const locations = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locations).toContain('https://creative.example.ng/sitemaps/pages.xml');
    expect(locations).toContain('https://creative.example.ng/sitemaps/posts/start.xml');

    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>https://creative.example.ng/marketpage</loc>');
    expect(pages.body).not.toContain('/settings<');

    const postsMap = await t.app.inject({ method: 'GET', url: '/sitemaps/posts/start.xml' });
    expect(postsMap.statusCode).toBe(200);
    expect(postsMap.body).toContain(`<loc>https://creative.example.ng/post/${shown.id}</loc>`);
    expect(postsMap.body).not.toContain(secret.id);
    const profiles = await t.app.inject({ method: 'GET', url: '/sitemaps/profiles/start.xml' });
    expect(profiles.body).toContain(`/profile/${visible.account.id}<`);
    expect(profiles.body).not.toContain(hidden.account.id);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/nothing/start.xml' })).statusCode).toBe(404);
  });

  it('cuts each kind into keyset ranges of at most the sitemap size', async () => {
    const { token } = await creative('Femi');
    for (let i = 0; i < 5; i += 1) await post(token, `Range post ${i}`);
    const images = {
      ownImages: async () => true,
      shown: async () => (url: string) => ({ url, srcset: null, width: null, height: null, bytes: null }),
    };
    const sources = sitemapSources(db(), {
      products: productService({ db: db(), images }),
      listings: listingsService({
        db: db(),
        images,
        calendar: { publicUrl: 'https://x.ng', organizerEmail: 'a@x.ng' },
      }),
    });
    const postsSource = sources.find((s) => s.name === 'posts');
    if (!postsSource) throw new Error('no posts source');
    const all = await db().select({ id: posts.id }).from(posts);
    const starts = await rangeStarts(postsSource, 2);
    expect(starts).toHaveLength(Math.ceil(all.length / 2));

    const listed: string[] = [];
    for (const start of starts) {
      let xml = '';
      for await (const chunk of rangeSitemap('https://x.ng', postsSource, start, 2)) xml += chunk;
      const ids = [...xml.matchAll(/\/post\/([0-9a-f-]{36})</g)].map((m) => m[1] ?? '');
      expect(ids.length).toBeLessThanOrEqual(2);
      listed.push(...ids);
    }
    // Every public post exactly once, in id order; none of the hidden ones.
    const expected = (await t.app.inject({ method: 'GET', url: '/sitemaps/posts/start.xml' })).body;
    expect(listed).toEqual([...expected.matchAll(/\/post\/([0-9a-f-]{36})</g)].map((m) => m[1]));
    expect(new Set(listed).size).toBe(listed.length);

    const index = await sitemapIndex('https://x.ng', [postsSource], 2);
    expect(index.match(/<sitemap>/g)).toHaveLength(starts.length + 1);
  });
});
