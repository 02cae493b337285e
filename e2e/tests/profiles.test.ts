import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { platformAdmin, uniqueStamp, verifiedCreative } from '../support/accounts';
import { accessibilityViolations, scrollsSideways } from '../support/browser';
import { test } from '../support/fixtures';
import { useJourney } from '../support/journey';
import { solidPng } from '../support/png';

// The profiles journeys: onboarding with NIN, photos, skills and availability, the public view, the admin card.
// The tests follow one another (each uses what the one before made): they run in order, and a retry runs them all.
test.describe.configure({ mode: 'serial' });
const journey = useJourney();
const stamp = uniqueStamp();
// Made in beforeAll, not when the file loads: Playwright loads test files in processes that never run them.
let files = '';

test.beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-files-'));
  fs.writeFileSync(path.join(files, 'photo.png'), solidPng(64, 48, [0, 135, 81]));
});
test.afterAll(async () => {
  fs.rmSync(files, { recursive: true, force: true });
});

test.describe('profiles', () => {
  let creativeId = '';
  let creativeSession = { token: '', password: '' };

  test('a creative completes onboarding with NIN, adds photos, skills and availability', async () => {
    const creative = await verifiedCreative(journey.platform.baseUrl, `amaka.${stamp}@example.ng`);
    creativeId = creative.id;
    creativeSession = { token: creative.token, password: creative.password };
    const page = await journey.pageAs(creative.token, 'user');
    await journey.open(page, '/profilepage?onboarding=1');

    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByLabel('Date of birth').fill('1996-04-18');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('State of origin').selectOption('Enugu');
    await page.getByLabel('LGA of origin').selectOption('Nsukka');
    await page.getByLabel('Employment status').selectOption('Self-employed');
    await page.getByLabel('Level of education').selectOption('Graduate');
    await page.getByLabel('Sector').selectOption('Fashion Design');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Skills', { exact: true }).fill('Pattern cutting');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Skill level').selectOption('Advanced');
    await page.getByRole('radio', { name: 'NIN' }).check();
    await page.getByLabel('NIN number').fill('11111111111');
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await page.getByText('profile updated').first().waitFor();
    await page
      .getByText(/verified by NIN/i)
      .first()
      .waitFor();

    // Photos: the cover (.png only) and the profile photo, uploaded with progress.
    // Each wait starts before its upload: an upload that answered before the wait began was never seen.
    for (const input of [0, 1]) {
      const uploaded = page.waitForResponse(
        (r) => r.url().includes('/api/prop/account/profile_image') && r.status() === 200,
      );
      await page.locator('input[type=file]').nth(input).setInputFiles(path.join(files, 'photo.png'));
      await uploaded;
    }

    await page.getByLabel('Add a skill').fill('Beadwork');
    await page.getByRole('button', { name: 'Add skill' }).click();
    await page.getByText('Beadwork added.').first().waitFor();
    await page.getByRole('radio', { name: 'Part Time' }).check();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Availability saved').first().waitFor();
    assert.equal(await scrollsSideways(page), false);
    assert.deepEqual(await accessibilityViolations(page), []);

    const own = await fetch(`${journey.platform.baseUrl}/api/prop/users/profile`, {
      headers: { authorization: creative.token },
    });
    const data = ((await own.json()) as { data: Record<string, unknown> }).data;
    assert.equal(data.phone_number, '+2348031234567');
    assert.equal(data.verification_type, 'NIN');
    assert.equal(data.status, 'Part Time');
    assert.match(String(data.photo), /\/media\//);
    assert.match(String(data.cover_photo), /\/media\//);
    await page.close();
  });

  test('the public profile shows them to a visitor, without the admin-only fields', async () => {
    const page = await journey.pageAs(null);
    await journey.open(page, `/profile/${creativeId}`);
    await page.getByRole('heading', { name: 'Amaka Eze' }).waitFor();
    await page.getByText('Beadwork').first().waitFor();
    await page
      .getByText(/Identity verified/i)
      .first()
      .waitFor();
    assert.equal(await page.getByText('Admin only').count(), 0);
    assert.equal(await page.getByText('+2348031234567').count(), 0);
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });

  test('an admin sees the extra fields a visitor does not', async () => {
    const token = await platformAdmin(journey.platform);
    const page = await journey.pageAs(token, 'admin');
    await journey.open(page, `/adminprofile/${creativeId}`);
    await page.getByText('Admin only').first().waitFor();
    await page.getByText('+2348031234567').first().waitFor();
    await page.getByText('NIN ending 1111').first().waitFor();
    await page.getByText('Nsukka').first().waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });

  test('a data export downloads, and deleting the account signs out and removes the public profile', async () => {
    const page = await journey.pageAs(creativeSession.token, 'user');
    await journey.open(page, '/settings');
    assert.deepEqual(await accessibilityViolations(page), []);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^creativeng-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = path.join(files, download.suggestedFilename());
    await download.saveAs(saved);
    const exported = JSON.parse(fs.readFileSync(saved, 'utf8')) as { account: { id: string } };
    assert.equal(exported.account.id, creativeId);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByLabel('Your password').fill(creativeSession.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${journey.platform.baseUrl}/`, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
    const session = await fetch(`${journey.platform.baseUrl}/api/session`, {
      headers: { authorization: creativeSession.token },
    });
    assert.equal(session.status, 401);
    const profile = await fetch(`${journey.platform.baseUrl}/api/prop/public/creative/${creativeId}`);
    assert.equal(profile.status, 404);
    await journey.open(page, `/profile/${creativeId}`);
    await page.getByText('We could not find that profile.').first().waitFor();
    await page.close();
  });
});
