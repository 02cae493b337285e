import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { demoAdminToken, useSession, verifiedCreative } from '../support/accounts';
import { accessibilityViolations, loaded, openBrowser, PHONE } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { checkScreen, useJourney } from '../support/journey';

// The admin directory on a seeded platform at 360 px: search with a typo, page, approve the pending demo partner
// (who then sees it), blacklist a creative (signed out on its next request, gone from the public directory),
// download the CSV, read the audit log; every page checked with axe and for sideways scrolling.
const journey = useJourney();
let adminToken = '';
// Letters only, so the name reads like one; different on every run.
const suffix = Array.from(String(Date.now()).slice(-6), (d) => 'abcdefghij'[Number(d)]).join('');
const creativeName = { first: 'Ijeoma', last: `Quv${suffix}` };
// The audit log's 'Partner approved' comes from the approval test: the tests run in order, a retry runs them all again.
test.describe.configure({ mode: 'serial' });
test.use({ platformKind: 'seeded' });

test.beforeAll(async () => {
  adminToken = await demoAdminToken(journey.platform.baseUrl);
});

async function adminPage(route = '/admin-dashboard') {
  const page = await journey.pageAs(adminToken, 'admin');
  await journey.open(page, route);
  return page;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search is in the address once it is asked; then the list shows its answer.
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await loaded(page);
}

/** A new creative who confirmed its email, so it is listed in the public directory. */
const newCreative = () =>
  verifiedCreative(journey.platform.baseUrl, `ijeoma.${suffix}@example.ng`, 'Secret#2025', creativeName);

test.describe('admin directory', () => {
  test('searches with a typo, shows tab counts and status badges, and pages by 10', async () => {
    const page = await adminPage();
    await page.getByRole('heading', { level: 1, name: 'Admin Directory' }).waitFor();
    await page.getByRole('tab', { name: /^Creatives \(\d+\)$/ }).waitFor();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByText(/^1 of \d+$/)
      .waitFor();
    await checkScreen(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByText(/^2 of \d+$/)
      .waitFor();
    assert.match(page.url(), /page=2/);
    await expect(page.locator('li[data-row-id]:visible')).toHaveCount(10);

    await search(page, 'chined');
    const row = page.locator('li[data-row-id]:visible', { hasText: 'Chinedu Okafor' });
    await row.waitFor();
    await row.getByText('ACTIVE', { exact: true }).waitFor();
    assert.match(page.url(), /q=chined/);
    await checkScreen(page);

    // On a wide screen the rows are a table, checked the same way.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: /Chinedu Okafor/ }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.deepEqual(await table.getByRole('columnheader').allTextContents(), [
      'Name',
      'Location',
      'Creative specialty',
      'Status',
      'Date joined',
      'Actions',
    ]);
    // The table fits the screen (the top bar's own width at this size is the shell's concern).
    const box = await table.boundingBox();
    assert.ok(box && box.x + box.width <= 1280, `the table is ${box?.width}px wide at x=${box?.x}`);
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.setViewportSize(PHONE);
    await page.close();
  });

  test('approves the pending partner, who then sees it is approved', async () => {
    const page = await adminPage('/admin-dashboard?tab=partners');
    await search(page, 'naija arts');
    const row = page.locator('li[data-row-id]:visible', { hasText: 'Naija Arts Trust' });
    await row.getByText('PUBLIC', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Actions for Naija Arts Trust' }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByText('User approved successfully').first().waitFor();
    await row.getByText('ACTIVE', { exact: true }).waitFor();
    await page.close();

    const login = await fetch(`${journey.platform.baseUrl}/api/prop/partner-reg/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'naija.arts.trust@demo.example', password: 'Demo#2025' }),
    });
    const partnerToken = ((await login.json()) as { data: { token: string } }).data.token;
    const partner = await journey.pageAs(partnerToken, 'partner');
    await journey.open(partner, '/profilepage');
    await partner.getByText('Approved: you can publish offers, opportunities and trainings.').waitFor();
    await partner.close();
  });

  test('blacklists a creative: signed out on its next request and gone from the public directory', async ({
    browser: chromium,
  }) => {
    const creative = await newCreative();
    const fullName = `${creativeName.first} ${creativeName.last}`;
    const visitor = await journey.context.newPage();
    await journey.open(visitor, `/directorypage?q=${encodeURIComponent(fullName)}`);
    await visitor.getByRole('link', { name: new RegExp(`^${fullName}`) }).waitFor();
    await checkScreen(visitor);

    // The creative uses its own browser: pages of one browser share their storage, and so their session.
    const creativeBrowser = await openBrowser(chromium);
    const own = await creativeBrowser.context.newPage();
    await useSession(own, journey.platform.baseUrl, creative.token, 'user');
    await journey.open(own, '/homepage');
    assert.doesNotMatch(own.url(), /\/login/);

    const page = await adminPage();
    await search(page, creativeName.last);
    await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
    await page.getByRole('menuitem', { name: 'BlackList' }).click();
    const dialog = page.getByRole('dialog', { name: `Blacklist ${fullName}?` });
    await dialog.getByRole('button', { name: 'BlackList' }).click();
    await dialog.getByText('Please say why (at least 3 characters).').first().waitFor();
    await checkScreen(page, { dialogOpen: true });
    await dialog.getByLabel('Reason').fill('Sold fake tickets to a show (e2e).');
    await dialog.getByRole('button', { name: 'BlackList' }).click();
    await page.getByText('User blacklisted successfully').first().waitFor();
    await page
      .locator('li[data-row-id]:visible', { hasText: fullName })
      .getByText('BLOCKED', { exact: true })
      .waitFor();

    // The creative's next request is refused: the app clears the session and goes to sign-in, saying why at once.
    await own.reload();
    await own.waitForURL(/\/login/);
    assert.equal(await own.evaluate(() => localStorage.getItem('access_token')), null);
    await own
      .getByRole('alert')
      .filter({ hasText: 'Your account has been suspended. Please contact the platform team.' })
      .waitFor();
    await checkScreen(own);

    await visitor.reload();
    await loaded(visitor);
    await visitor.getByText('No creatives found').waitFor();
    assert.equal(await visitor.getByRole('link', { name: new RegExp(`^${fullName}`) }).count(), 0);

    // The admin profile shows the blacklist card with the way back.
    await journey.open(page, `/adminprofile/${creative.id}`);
    await page.getByRole('heading', { name: 'BlackList Creator' }).waitFor();
    await page.getByRole('button', { name: 'Remove from blacklist' }).waitFor();
    await checkScreen(page);

    await page.getByRole('link', { name: 'What admins did to this account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByText('Reason: Sold fake tickets to a show (e2e).').waitFor();
    await expect(page.getByRole('listitem').filter({ hasText: 'By ' })).toHaveCount(1);
    await checkScreen(page);
    await page.getByRole('link', { name: 'Show every account' }).click();
    await page.getByText('Partner approved').first().waitFor();
    await Promise.all([visitor.close(), page.close()]);
    await creativeBrowser.close();
  });

  test('downloads the CSV of the searched list with the same rows as the list', async () => {
    const page = await adminPage('/admin-dashboard?q=chinedu');
    const found = Number(/(\d+) found/.exec((await page.getByText(/\d+ found/).textContent()) ?? '')?.[1]);
    assert.ok(found >= 1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^creatives-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    assert.equal(lines[0], '"Name","Email","Location","Creative specialty","Sector","Status","Date joined","ID"');
    assert.equal(lines.length - 1, found);
    assert.ok(lines.some((line) => line.startsWith('"Chinedu Okafor"')));
    await page.close();
  });

  test('keeps admin pages from everyone else', async () => {
    const page = await journey.pageAs(null);
    await journey.open(page, '/admin-audit');
    await page.waitForURL(/\/login/);
    const api = await fetch(`${journey.platform.baseUrl}/api/prop/admin-audit`);
    assert.equal(api.status, 401);
    await page.close();
  });
});
