import assert from 'node:assert/strict';
import type { BrowserContext } from '@playwright/test';
import { useSession, verifiedCreative } from '../support/accounts';
import { accessibilityViolations, openBrowser, openPage, scrollsSideways } from '../support/browser';
import { test } from '../support/fixtures';
import type { RunningPlatform } from '../support/platform';
import { solidPng } from '../support/png';

// The bell: a like on someone's post reaches its author as an unread notice that links to the post.
let platform: RunningPlatform;
let browser: { context: BrowserContext; close(): Promise<void> };

test.beforeAll(async ({ platform: running, browser: chromium }) => {
  platform = running;
  browser = await openBrowser(chromium);
});
test.afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string, token: string, body?: object, method = 'POST'): Promise<T> {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${await response.clone().text()}`);
  return response.json() as Promise<T>;
}

test.describe('notifications', () => {
  test("a like shows on the author's bell, opens the post, and is read once seen", async () => {
    const stamp = Date.now();
    const author = await verifiedCreative(platform.baseUrl, `bell.author.${stamp}@example.ng`);
    const fan = await verifiedCreative(platform.baseUrl, `bell.fan.${stamp}@example.ng`);
    const image = await api<{ results: string }>('/api/prop/upload', author.token, {
      type: 'png',
      file: solidPng(64, 48, [0, 135, 81]).toString('base64'),
    });
    const post = await api<{ data: { id: string } }>('/api/prop/posts', author.token, {
      title: 'Adire in blue',
      description: 'New adire pieces from our Abeokuta workshop.',
      link: 'https://example.com/adire',
      images: [image.results],
    });
    await api(`/api/prop/post/${post.data.id}`, fan.token, { liked: true });

    const page = await browser.context.newPage();
    await useSession(page, platform.baseUrl, author.token, 'user');
    await openPage(page, `${platform.baseUrl}/faq`);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const notice = page.getByRole('link', { name: /liked your post “Adire in blue”/ });
    await notice.waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    assert.equal(await scrollsSideways(page), false);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await notice.click();
    await page.waitForURL(`**/post/${post.data.id}`);
    await page.getByRole('heading', { level: 1, name: 'Adire in blue' }).waitFor();
    await page.close();
  });

  test('a member chooses which notices come by email', async () => {
    const member = await verifiedCreative(platform.baseUrl, `bell.settings.${Date.now()}@example.ng`);
    const page = await browser.context.newPage();
    await useSession(page, platform.baseUrl, member.token, 'user');
    await openPage(page, `${platform.baseUrl}/settings`);
    const likes = page.getByLabel('someone likes my post');
    assert.equal(await likes.isChecked(), false);
    await likes.check();
    await page.getByRole('button', { name: 'Save notification choices' }).click();
    await page.getByText('Your notification choices are saved.').first().waitFor();
    const saved = await api<{ data: { email: Record<string, boolean> } }>(
      '/api/prop/notifications/settings',
      member.token,
      undefined,
      'GET',
    );
    assert.equal(saved.data.email.post_liked, true);
    await page.close();
  });
});
