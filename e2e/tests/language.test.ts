import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { verifiedCreative } from '../support/accounts';
import { accessibilityViolations, loaded, scrollsSideways } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { useJourney } from '../support/journey';

// Five languages: the switcher in the phone menu, the page's lang, navigation and a validation error.
const journey = useJourney();
// The worker's platform with the funding sites switched on (a local server stands in for them, support/fixtures.ts).
test.use({ platformKind: 'services' });

async function chooseLanguage(page: Page, menuLabel: string, selectLabel: string, language: string) {
  await page.getByRole('button', { name: menuLabel, exact: true }).click();
  const menu = page.getByRole('dialog');
  await menu.getByLabel(selectLabel).selectOption({ label: language });
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/**
 * The Funding modal opens by itself on /funding once its code has loaded: wait until it is open before closing
 * it, as a person would, or an Escape pressed too early leaves it to open later over the next click.
 */
async function closeFundingModal(page: Page) {
  const modal = page.getByRole('dialog');
  await modal.waitFor();
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
}

test.describe('languages', () => {
  test('switches to Hausa and back: navigation, a validation error and lang follow', async () => {
    const creative = await verifiedCreative(journey.platform.baseUrl, `harshe.${Date.now()}@example.ng`);
    const page = await journey.pageAs(creative.token, 'user');
    await journey.open(page, '/funding');
    await closeFundingModal(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');

    await chooseLanguage(page, 'Open menu', 'Language', 'Hausa');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await page.getByRole('button', { name: 'Buɗe menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Gida' }).waitFor();
    await page.keyboard.press('Escape');

    // A validation error in Hausa, tied to its field.
    await page.getByRole('button', { name: 'Nemi tallafi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button')
      .filter({ hasText: /^Ci gaba$/ })
      .click();
    await dialog.getByText("Da fatan ka zaɓi Ee ko A'a.").waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    assert.equal(await scrollsSideways(page), false);
    await page.keyboard.press('Escape');

    // The choice stays after a reload; then back to English.
    await page.reload();
    await loaded(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await closeFundingModal(page);
    await chooseLanguage(page, 'Buɗe menu', 'Harshe', 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.close();
  });

  test("in Hausa the server's own words and the static pages follow, and the account keeps the language for its emails", async () => {
    const creative = await verifiedCreative(journey.platform.baseUrl, `sabar.${Date.now()}@example.ng`);
    const page = await journey.pageAs(null);
    await page.evaluate(() => localStorage.setItem('cng.language', 'ha'));
    await journey.open(page, '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');

    // A refusal worded by the server arrives in Hausa (the web sends Accept-Language).
    const form = page.locator('main form');
    await form.locator('input[type="email"]').fill(creative.email);
    await form.locator('input[type="password"]').fill('Wrong#2025x');
    await form.getByRole('button', { name: 'Shiga', exact: true }).click();
    await page.getByText('Email ko password ɗin ba daidai ba ne.').first().waitFor();

    // Signing in tells the account its language, which its emails then use.
    await form.locator('input[type="password"]').fill(creative.password);
    await form.getByRole('button', { name: 'Shiga', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    assert.ok(token);
    let language = '';
    for (let tries = 0; tries < 50 && language !== 'ha'; tries += 1) {
      const answer = await fetch(`${journey.platform.baseUrl}/api/prop/settings/language`, {
        headers: { authorization: token },
      });
      language = ((await answer.json()) as { data: { language: string } }).data.language;
      if (language !== 'ha') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(language, 'ha');

    // A static page in Hausa, with the English anchors kept.
    await journey.open(page, '/aboutus#follow-us');
    await page.getByRole('heading', { level: 1, name: 'Game da Mu' }).waitFor();
    await expect(page.locator('article#follow-us, article [id="follow-us"]')).toHaveCount(1);
    assert.equal(await page.locator('article').getAttribute('lang'), null);
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });
});
