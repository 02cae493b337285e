import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { verifiedCreative } from '../support/accounts';
import { accessibilityViolations, scrollsSideways } from '../support/browser';
import { test } from '../support/fixtures';
import { useJourney } from '../support/journey';

// Funding (the external registration site and the embedded form, both stood in for by a local server)
// and the WhatsApp chat link, with the deployment settings that switch them on.
const journey = useJourney();
let externalBase = '';
// The worker's platform with the funding sites (a local server, support/fixtures.ts) and the chat link switched on.
test.use({ platformKind: 'services' });

test.beforeAll(async ({ externalBase: base }) => {
  externalBase = base;
});

async function signedInPage(email: string): Promise<Page> {
  const creative = await verifiedCreative(journey.platform.baseUrl, email);
  return journey.pageAs(creative.token, 'user');
}

test.describe('funding and the chat link', () => {
  test('sends a signed-out visitor from /funding to /login', async () => {
    const page = await journey.context.newPage();
    await journey.open(page, '/funding');
    assert.equal(new URL(page.url()).pathname, '/login');
    await page.close();
  });

  test("'No' opens the registration site in a new tab and closes the modal", async () => {
    const page = await signedInPage(`funding.no.${Date.now()}@example.ng`);
    await journey.open(page, '/funding');
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

  test("'Yes' shows the embedded form, then closing resets the modal", async () => {
    const page = await signedInPage(`funding.yes.${Date.now()}@example.ng`);
    await journey.open(page, '/funding');
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

  test('the chat link opens WhatsApp with the support number and the enquiry text', async () => {
    const page = await journey.context.newPage();
    await journey.open(page, '/faq');
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
