import assert from 'node:assert/strict';
import type { BrowserContext } from '@playwright/test';
import { loaded, openBrowser, openPage } from '../support/browser';
import { test } from '../support/fixtures';
import { type RunningPlatform, startPlatform } from '../support/platform';

// The installable app: a manifest, and a service worker that starts the app without a connection.
// The offline test stops its server, so this file has a platform of its own instead of the worker's.
let platform: RunningPlatform;
let browser: { context: BrowserContext; close(): Promise<void> };

test.beforeAll(async ({ browser: chromium }) => {
  platform = await startPlatform();
  browser = await openBrowser(chromium);
});
test.afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

test.describe('installable app and offline start', () => {
  test('links a web app manifest with icons', async () => {
    const page = await browser.context.newPage();
    await openPage(page, `${platform.baseUrl}/faq`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(`${platform.baseUrl}${href}`)).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable'));
    for (const icon of manifest.icons) {
      assert.equal((await page.request.get(`${platform.baseUrl}${icon.src}`)).status(), 200, icon.src);
    }
    await page.close();
  });

  test('with the server gone and the network cut, a reload shows the app shell and says it is offline', async () => {
    const page = await browser.context.newPage();
    await openPage(page, `${platform.baseUrl}/faq`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      polling: 100,
      timeout: 20_000,
    });
    // A second visit loads the page's own code through the worker, so it is kept too.
    await page.reload();
    await loaded(page);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await platform.stop();
    await browser.context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByText('You are offline').first().waitFor();
    // The shell: the top bar and the page, from the phone's copy.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /home page/ })
      .waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await browser.context.setOffline(false);
    await page.close();
  });
});
