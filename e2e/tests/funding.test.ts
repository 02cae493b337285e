import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { useSession, verifiedCreative } from '../support/accounts';
import { accessibilityViolations, openBrowser, scrollsSideways } from '../support/browser';
import { type RunningPlatform, startPlatform } from '../support/platform';

// Funding (the external registration site and the embedded form, both stood in for by a local server)
// and the WhatsApp chat link, with the deployment settings that switch them on.
let platform: RunningPlatform;
let browser: { context: BrowserContext; close(): Promise<void> };
let external: http.Server;
let externalBase = '';

before(async () => {
  external = http.createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const page = request.url === '/form' ? 'External funding form' : 'External registration';
    response.end(`<!doctype html><html lang="en"><title>${page}</title><h1>${page}</h1></html>`);
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  externalBase = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;
  platform = await startPlatform({
    FUNDING_REGISTRATION_URL: `${externalBase}/register`,
    FUNDING_FORM_URL: `${externalBase}/form`,
    CHAT_WHATSAPP_NUMBER: '2348012345678',
    CHAT_TEXT: 'Hello, I need help with CreativeNG',
  });
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
  await platform?.stop();
  await new Promise((resolve) => external?.close(resolve));
});

async function signedInPage(email: string): Promise<Page> {
  const creative = await verifiedCreative(platform.baseUrl, email);
  const page = await browser.context.newPage();
  await useSession(page, platform.baseUrl, creative.token, 'user');
  return page;
}

describe('funding and the chat link', () => {
  it('sends a signed-out visitor from /funding to /login', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${platform.baseUrl}/funding`, { waitUntil: 'networkidle' });
    assert.equal(new URL(page.url()).pathname, '/login');
    await page.close();
  });

  it("'No' opens the registration site in a new tab and closes the modal", async () => {
    const page = await signedInPage(`funding.no.${Date.now()}@example.ng`);
    await page.goto(`${platform.baseUrl}/funding`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Funding' });
    await dialog.waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    assert.equal(await scrollsSideways(page), false);
    await page.getByText('A verified BVN or NIN is required for funding, competitions and grants.').waitFor();

    // Proceed without an answer is refused, tied to the field.
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await dialog.getByText('Please choose Yes or No.').waitFor();

    const question = `Have you completed your initial registration on ${new URL(externalBase).host}?`;
    await dialog.getByLabel(question).selectOption('no');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: 'Proceed' }).click(),
    ]);
    await tab.waitForLoadState();
    assert.equal(tab.url(), `${externalBase}/register`);
    await dialog.waitFor({ state: 'detached' });
    await tab.close();
    await page.close();
  });

  it("'Yes' shows the embedded form, then closing resets the modal", async () => {
    const page = await signedInPage(`funding.yes.${Date.now()}@example.ng`);
    await page.goto(`${platform.baseUrl}/funding`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Funding' });
    await dialog.getByLabel(/Have you completed your initial registration/).selectOption('yes');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    const form = page.frameLocator('iframe[title="Funding application form"]');
    await form.getByRole('heading', { name: 'External funding form' }).waitFor();
    await dialog.getByText('Please wait...').waitFor({ state: 'detached' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apply for funding' }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).waitFor();
    assert.equal(await dialog.getByLabel(/Have you completed your initial registration/).inputValue(), '');
    await page.close();
  });

  it('the chat link opens WhatsApp with the support number and the enquiry text', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${platform.baseUrl}/faq`, { waitUntil: 'networkidle' });
    // On a phone it is in the menu, next to the FAQ.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const href = await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
      .getAttribute('href');
    assert.equal(href, 'https://wa.me/2348012345678?text=Hello%2C%20I%20need%20help%20with%20CreativeNG');
    await page.close();
  });
});
