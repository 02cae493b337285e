import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { uniqueStamp, verifiedCreative } from '../support/accounts';
import { uploadedPng } from '../support/api';
import { accessibilityViolations, loaded, scrollsSideways } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { useJourney } from '../support/journey';
import { solidPng } from '../support/png';

// The feed journeys: a visitor scrolls and loads more, a creative posts two images, another likes it,
// the author's home page lists it, and the WhatsApp link carries the post's address.
// The tests follow one another (each uses what the one before made): they run in order, and a retry runs them all.
test.describe.configure({ mode: 'serial' });
const journey = useJourney();
const stamp = uniqueStamp();
// Made in beforeAll, not when the file loads: Playwright loads test files in processes that never run them.
let files = '';
const TITLE = `Adire at dawn ${stamp}`;

async function checkPage(page: Page) {
  assert.deepEqual(await accessibilityViolations(page), []);
  assert.equal(await scrollsSideways(page), false);
}

const feedList = (page: Page) => page.getByRole('list', { name: 'Posts' });
const cardTitled = (within: Page | Locator, title: string) =>
  within.locator('article').filter({ hasText: title }).first();

test.beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-feed-'));
  fs.writeFileSync(path.join(files, 'one.png'), solidPng(96, 64, [0, 135, 81]));
  fs.writeFileSync(path.join(files, 'two.png'), solidPng(96, 64, [224, 122, 31]));
});
test.afterAll(async () => {
  fs.rmSync(files, { recursive: true, force: true });
});

test.describe('feed', () => {
  let author = { token: '', id: '' };
  let fan = { token: '', id: '' };
  let postId = '';

  test('a signed-out visitor scrolls the feed and loads more', async () => {
    author = await verifiedCreative(journey.platform.baseUrl, `author.${stamp}@example.ng`);
    const upload = await uploadedPng(journey.platform.baseUrl, author.token, [64, 48], [31, 78, 140], 'post');
    for (let i = 1; i <= 14; i += 1) {
      await journey.api('POST', '/api/prop/posts', author.token, {
        title: `Seeded work ${i}`,
        description: `Work number ${i}, made in Lagos.`,
        link: 'https://example.com/work',
        images: [upload],
      });
    }

    const page = await journey.context.newPage();
    await journey.open(page, '/');
    await page.getByText('Coming Soon').first().waitFor();
    await feedList(page).getByRole('listitem').nth(11).waitFor();
    await expect(feedList(page).getByRole('listitem')).toHaveCount(12);
    assert.equal(
      await feedList(page).getByRole('listitem').first().getByRole('heading').textContent(),
      'Seeded work 14',
    );
    await page.getByRole('button', { name: 'Load More' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Load More' }).click();
    await feedList(page).getByRole('listitem').nth(13).waitFor();
    await expect(feedList(page).getByRole('listitem')).toHaveCount(14);
    await page.getByText('You have seen every post.').waitFor();
    await checkPage(page);

    // A visitor's heart asks to sign in.
    await feedList(page)
      .getByRole('button', { name: /Like this post/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByText('Please sign in to like posts.').waitFor();
    await page.close();
  });

  test('a creative creates a post with two images and sees it at the top of the feed as a carousel', async () => {
    fan = await verifiedCreative(journey.platform.baseUrl, `fan.${stamp}@example.ng`);
    const writer = await verifiedCreative(journey.platform.baseUrl, `writer.${stamp}@example.ng`);
    const page = await journey.pageAs(writer.token, 'user');
    await journey.open(page, '/homepage');
    await page.getByRole('button', { name: 'Create a post or a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create' });
    await dialog.getByRole('tab', { name: 'Create Post' }).waitFor();

    // Everything is required, with the spec's message.
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.getByText('All fields are required for the post').first().waitFor();

    await dialog.getByLabel('Title').fill(TITLE);
    // Its message goes once it is filled; the others stay until they are.
    assert.equal(await dialog.getByLabel('Title').getAttribute('aria-invalid'), null);
    assert.equal(await dialog.getByLabel('Description').getAttribute('aria-invalid'), 'true');
    await dialog.getByLabel('Description').fill('Indigo adire cloth, dyed by hand in Abeokuta before sunrise.');
    await dialog.getByLabel('Link').fill('https://example.com/adire');
    await dialog.getByLabel('Add images').setInputFiles([path.join(files, 'one.png'), path.join(files, 'two.png')]);
    await dialog.getByRole('button', { name: 'Remove image 2' }).waitFor();
    await dialog.locator('progress').first().waitFor({ state: 'detached' });
    await checkPage(page);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Post successfully created').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const own = await journey.api<{ data: { id: string; title: string; images: string[] }[] }>(
      'GET',
      '/api/prop/posts',
      writer.token,
    );
    const created = own.data.find((post) => post.title === TITLE);
    assert.ok(created);
    assert.equal(created.images.length, 2);
    postId = created.id;
    author = { token: writer.token, id: writer.id };

    await journey.open(page, '/');
    const first = feedList(page).getByRole('listitem').first();
    await first.getByRole('heading', { name: TITLE }).waitFor();
    const carousel = first.locator('[aria-roledescription="carousel"]');
    await carousel.waitFor();
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(2);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await carousel.getByRole('group', { name: '2 of 2' }).waitFor();
    const image = carousel.getByRole('group', { name: '2 of 2' }).locator('img');
    assert.match((await image.getAttribute('srcset')) ?? '', / 96w$/);
    assert.equal(await image.getAttribute('loading'), 'lazy');
    await page.close();
  });

  test('another creative likes it, reloads, and it is still liked', async () => {
    const page = await journey.pageAs(fan.token, 'user');
    await journey.open(page, `/post/${postId}`);
    const heart = page.getByRole('button', { name: /Like this post/ });
    assert.equal(await heart.getAttribute('aria-pressed'), 'false');
    await heart.click();
    await expect(page.locator('button[aria-pressed="true"]').first()).toContainText('1 like');
    await page.reload();
    await loaded(page);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.equal(await page.getByRole('button', { name: /Like this post/ }).getAttribute('aria-pressed'), 'true');
    assert.match((await page.getByRole('button', { name: /Like this post/ }).textContent()) ?? '', /1 like/);
    await checkPage(page);
    await page.close();
  });

  test("the author's home page shows the post, and its WhatsApp link carries the post's address", async () => {
    const page = await journey.pageAs(author.token, 'user');
    await journey.open(page, '/homepage');
    // The home page opens on the community feed; 'Your posts' shows the member's own, with Edit and Delete.
    await page.getByRole('button', { name: 'Your posts' }).click();
    const section = page.getByRole('region', { name: 'Your posts' });
    const card = cardTitled(section, TITLE);
    await card.waitFor();
    await card.getByRole('button', { name: /Edit/ }).waitFor();
    const share = card.getByRole('link', { name: 'Share on WhatsApp' });
    const href = (await share.getAttribute('href')) ?? '';
    assert.ok(href.startsWith('https://wa.me/?text='), href);
    assert.ok(decodeURIComponent(href).includes(`${journey.platform.baseUrl}/post/${postId}`), href);
    await checkPage(page);
    await page.close();
  });
});
