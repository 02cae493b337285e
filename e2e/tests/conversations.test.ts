import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { uniqueStamp, useSession, verifiedCreative } from '../support/accounts';
import { apiCall, uploadedPng } from '../support/api';
import { artifactsDir, checkPage, openBrowser } from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningPlatform } from '../support/platform';
import { solidPng } from '../support/png';

// Conversations, two phones at once: a buyer asks a seller about a product; the seller, on another page, sees the
// unread count rise and the message arrive without reloading, and answers with a picture that reaches the buyer's
// open page; the buyer goes offline, writes a reply (kept on the phone, shown as waiting), comes back online, and
// the reply is delivered exactly once.
let platform: RunningPlatform;
let buyerBrowser: { context: BrowserContext; close(): Promise<void> };
let sellerBrowser: { context: BrowserContext; close(): Promise<void> };
const stamp = uniqueStamp();
const TITLE = `Indigo adire throw ${stamp.toString(36)}`;
// Made in beforeAll, not when the file loads: Playwright loads test files in processes that never run them.
let files = '';
let PICTURE = '';
let seller = { token: '', id: '', email: '', password: '' };
let buyer = { token: '', id: '', email: '', password: '' };
let productId = '';

const api = <T>(method: string, route: string, token: string | null, body?: object) =>
  apiCall<T>(platform.baseUrl, method, route, token, body);

async function signedIn(browser: { context: BrowserContext }, token: string): Promise<Page> {
  const page = await browser.context.newPage();
  await useSession(page, platform.baseUrl, token, 'user');
  return page;
}

/** Waits until the page's live stream is open (it opens a few seconds after the page). */
async function live(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-messages-live', 'open', { timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `conversations-${name}.png`), fullPage: true });
}

test.beforeAll(async ({ platform: running, browser: chromium }) => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-chat-'));
  PICTURE = path.join(files, 'daylight.png');
  platform = running;
  [buyerBrowser, sellerBrowser] = await Promise.all([openBrowser(chromium), openBrowser(chromium)]);
  fs.writeFileSync(PICTURE, solidPng(160, 120, [0, 135, 81]));
  [seller, buyer] = await Promise.all([
    verifiedCreative(platform.baseUrl, `seller.${stamp}@example.ng`, 'Secret#2025', { first: 'Ngozi', last: 'Okafor' }),
    verifiedCreative(platform.baseUrl, `buyer.${stamp}@example.ng`, 'Secret#2025', { first: 'Tunde', last: 'Bello' }),
  ]);
  const uploaded = await uploadedPng(platform.baseUrl, seller.token, [120, 80], [29, 78, 216], 'general');
  await api('POST', '/api/prop/product', seller.token, {
    title: TITLE,
    description: 'Hand-dyed indigo cotton, 2 metres.',
    link: 'https://shop.example.ng/adire-throw',
    images: [uploaded],
    category: 'product',
    price: 18000,
    quantity: 3,
  });
  const mine = await api<{ data: { data: { id: string; title: string }[] } }>('GET', '/api/prop/product', seller.token);
  productId = mine.data.data.find((product) => product.title === TITLE)?.id ?? '';
  assert.ok(productId, 'the product is listed');
});

test.afterAll(async () => {
  await Promise.all([buyerBrowser?.close(), sellerBrowser?.close()]);
  fs.rmSync(files, { recursive: true, force: true });
});

test.describe('conversations', () => {
  test('a buyer asks, the seller hears it live and answers with a picture, an offline reply arrives once', async () => {
    // The seller's inbox is open, empty, before anything is sent.
    const sellerPage = await signedIn(sellerBrowser, seller.token);
    await sellerPage.goto(`${platform.baseUrl}/messages`);
    await sellerPage.getByRole('heading', { name: 'No messages yet' }).waitFor();
    await live(sellerPage);
    await checkPage(sellerPage, '/messages (empty)');
    await shot(sellerPage, 'inbox-empty');

    // The buyer asks from the product.
    const buyerPage = await signedIn(buyerBrowser, buyer.token);
    await buyerPage.goto(`${platform.baseUrl}/marketdetailsPage/${productId}`);
    await buyerPage.getByRole('button', { name: 'Ask the seller' }).click();
    await buyerPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await buyerPage.getByRole('heading', { level: 1, name: 'Ngozi Okafor' }).waitFor();
    await buyerPage.getByRole('link', { name: TITLE }).waitFor();
    await live(buyerPage);
    await checkPage(buyerPage, 'a new conversation');
    await buyerPage.getByLabel('Your message').fill('Good morning! Is the indigo colourfast? https://example.ng/care');
    await buyerPage.getByText('63 of 2000 characters').waitFor();
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    const conversation = buyerPage.getByRole('region', { name: 'Messages with Ngozi Okafor' });
    await conversation.getByRole('link', { name: 'https://example.ng/care' }).waitFor();

    // The seller's page, never reloaded: the count rises, the conversation appears in the inbox.
    await sellerPage.getByRole('link', { name: 'Messages, 1 unread' }).waitFor({ timeout: 5_000 });
    await sellerPage.getByRole('link', { name: /Tunde Bello/ }).waitFor();
    await shot(sellerPage, 'inbox-unread');
    await sellerPage.getByRole('link', { name: /Tunde Bello/ }).click();
    const sellerSide = sellerPage.getByRole('region', { name: 'Messages with Tunde Bello' });
    await sellerSide.getByText('Is the indigo colourfast?', { exact: false }).waitFor();
    await sellerPage.getByRole('link', { name: 'Messages' }).first().waitFor();
    await checkPage(sellerPage, 'the seller reads the question');

    // The seller answers with a picture; it reaches the buyer's open page, announced politely.
    await sellerPage.getByTestId('message-image-input').setInputFiles(PICTURE);
    await sellerPage.getByText('daylight.png').waitFor();
    await sellerPage.getByLabel('Your message').fill('Yes, it is. Here it is in daylight.');
    await sellerPage.getByRole('button', { name: 'Send' }).click();
    await sellerSide.getByRole('img', { name: 'Photo from You' }).waitFor();
    await conversation.getByRole('img', { name: 'Photo from Ngozi Okafor' }).waitFor({ timeout: 5_000 });
    await buyerPage.getByText('New message from Ngozi Okafor: Yes, it is. Here it is in daylight.').waitFor();
    // The buyer read it, so the seller's own message shows 'Seen'.
    await sellerSide.getByText('Seen').waitFor();
    await shot(buyerPage, 'conversation-buyer');
    await shot(sellerPage, 'conversation-seller');

    // Offline: the reply is kept on the phone and shown as waiting; back online, it goes, once.
    await buyerBrowser.context.setOffline(true);
    await buyerPage.getByLabel('Your message').fill('Lovely. I will order two.');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText(/Waiting for a connection/).waitFor();
    const kept = await buyerPage.evaluate(() => localStorage.getItem('cng.draft.messages'));
    assert.match(kept ?? '', /I will order two/);
    await shot(buyerPage, 'offline-waiting');
    await buyerBrowser.context.setOffline(false);
    await conversation.getByText(/Waiting for a connection/).waitFor({ state: 'detached', timeout: 20_000 });
    await sellerSide.getByText('Lovely. I will order two.').waitFor({ timeout: 10_000 });
    assert.equal(await buyerPage.evaluate(() => localStorage.getItem('cng.draft.messages')), null);

    const id = buyerPage.url().split('/').pop();
    const page = await api<{ data: { items: { body: string }[] } }>(
      'GET',
      `/api/prop/conversations/${id}/messages`,
      buyer.token,
    );
    assert.equal(page.data.items.filter((message) => message.body === 'Lovely. I will order two.').length, 1);
    assert.equal(page.data.items.length, 3);

    // Starting again from the product opens the same conversation.
    await buyerPage.goto(`${platform.baseUrl}/marketdetailsPage/${productId}`);
    await buyerPage.getByRole('button', { name: 'Ask the seller' }).click();
    await buyerPage.waitForURL(new RegExp(`/messages/${id}$`));
    await checkPage(buyerPage, 'the conversation with three messages');
  });
});
