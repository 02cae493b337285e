import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { type RunningPlatform, startPlatform } from '../support/platform';

// The installable app: a manifest, and a service worker that starts the app without a connection.
let platform: RunningPlatform;
let browser: { context: BrowserContext; close(): Promise<void> };
let stopped = false;

before(async () => {
  platform = await startPlatform();
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
  if (!stopped) await platform?.stop();
});

describe('installable app and offline start', () => {
  it('links a web app manifest with icons', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${platform.baseUrl}/faq`, { waitUntil: 'networkidle' });
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

  it('with the server gone and the network cut, a reload shows the app shell and says it is offline', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${platform.baseUrl}/faq`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // A second visit loads the page's own code through the worker, so it is kept too.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    await platform.stop();
    stopped = true;
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
