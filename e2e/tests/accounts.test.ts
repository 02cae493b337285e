import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { uniqueStamp } from '../support/accounts';
import { accessibilityViolations, fillForm, scrollsSideways } from '../support/browser';
import { test } from '../support/fixtures';
import { useJourney } from '../support/journey';
import { latestCode } from '../support/outbox';

// The account journeys of the accounts issue, in Chromium at 360 px, against the platform started as `npm start` runs it.
// The tests follow one another (each uses what the one before made): they run in order, and a retry runs them all.
test.describe.configure({ mode: 'serial' });
const journey = useJourney();
const stamp = uniqueStamp();

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The newest code `npm run outbox -- --to EMAIL` prints for this platform's data folder. The command runs once the
 * mail is there (the dev outbox over HTTP says so): each run is a process tree of its own (npm, tsx, the platform's
 * modules), so it is not the thing to poll with.
 */
async function codeFromOutboxCommand(email: string): Promise<string> {
  const mailed = await latestCode(journey.platform.baseUrl, email);
  const read = spawnSync('npm', ['run', '--silent', 'outbox', '--', '--to', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: journey.platform.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  assert.equal(read.status, 0, read.stderr);
  const code = /Code: (\d{6})/.exec(read.stdout)?.[1];
  assert.equal(code, mailed, `npm run outbox shows the mailed code for ${email}`);
  return mailed;
}

async function assertAccessible(page: Page, label: string) {
  assert.equal(await scrollsSideways(page), false, `${label}: scrolls sideways`);
  assert.deepEqual(await accessibilityViolations(page), [], `${label}: accessibility violations`);
}

async function signIn(page: Page, type: 'Creatives' | 'Business' | 'Partner', email: string, password: string) {
  await journey.open(page, '/login');
  await page.getByRole('radio', { name: type }).check({ force: true });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('accounts', () => {
  const creative = { email: `ada.${stamp}@example.ng`, password: 'Secret#2025' };

  test('a creative signs up, verifies with the mailed code, signs in, signs out, and the old token is refused', async () => {
    const page = await journey.pageAs(null);
    await journey.open(page, '/signup');
    await page.getByRole('radio', { name: /Creative/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/creative');
    await assertAccessible(page, '/creative');

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email').fill(creative.email);
    await page.getByLabel(/^Password/).fill(creative.password);
    await page.getByLabel('I agree to the Terms of Use').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Check your email to continue.').waitFor();
    await page.waitForURL('**/otp?**');

    // The code is read with `npm run outbox`, as a newcomer without a mail server would (the README says so).
    const code = await codeFromOutboxCommand(creative.email);
    assert.match(code, /^\d{6}$/);

    await page.getByLabel(/Enter the 6-digit code/).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByLabel('I agree to the Terms of Use').check();
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.getByText('User verified successfully!').waitFor();
    await page.waitForURL('**/welcome', { timeout: 8000 });

    await signIn(page, 'Creatives', creative.email, creative.password);
    await page.getByText('Creative login successful!').waitFor();
    await page.waitForURL('**/homepage', { timeout: 8000 });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    assert.ok(token);
    assert.equal(await page.evaluate(() => localStorage.getItem('userType')), 'user');

    await page.getByRole('button', { name: 'Open your profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${journey.platform.baseUrl}/`);
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
    const refused = await fetch(`${journey.platform.baseUrl}/api/session`, { headers: { authorization: token } });
    assert.equal(refused.status, 401);
    await page.close();
  });

  test('signing up again with a taken address shows the same screens, and its owner is told by email', async () => {
    const page = await journey.pageAs(null);
    await journey.open(page, '/creative');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('Email').fill(creative.email);
    await page.getByLabel(/^Password/).fill('Other#2025');
    await page.getByLabel('I agree to the Terms of Use').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    // Exactly what a new address gets: nothing on screen says the address is taken...
    await page.getByText('Check your email to continue.').waitFor();
    await page.waitForURL('**/otp?**');
    await page.getByText(/Check your email, .*: we sent your 6-digit code there\./).waitFor();
    await assertAccessible(page, '/otp after a taken address');
    // ...and the email, which only the address's owner reads, says it already has an account.
    let newest: { subject: string; otp: string | null } | undefined;
    for (let i = 0; i < 40 && newest?.subject !== 'You already have a CreativeNG account'; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      const mail = await fetch(`${journey.platform.baseUrl}/api/dev/outbox?to=${encodeURIComponent(creative.email)}`);
      [newest] = ((await mail.json()) as { data: { subject: string; otp: string | null }[] }).data;
    }
    assert.equal(newest?.subject, 'You already have a CreativeNG account');
    assert.equal(newest?.otp, null);
    await page.close();
  });

  test('a forgotten password is reset and the old one no longer works', async () => {
    const page = await journey.pageAs(null);
    await journey.open(page, '/forgot-password?loginType=user');
    await page.getByRole('radio', { name: 'Creative' }).check({ force: true });
    await page.getByLabel('Email').fill(creative.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/resetPassword**');
    await page.getByLabel(/Enter the 6-digit code/).fill(await latestCode(journey.platform.baseUrl, creative.email));
    await page.getByLabel('New password').fill('Newer#2026');
    await page.getByLabel('Confirm password').fill('Newer#2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successful!').waitFor();
    await page.waitForURL('**/login', { timeout: 8000 });

    await signIn(page, 'Creatives', creative.email, creative.password);
    await page.getByText('The email or password is not correct.').first().waitFor();
    await signIn(page, 'Creatives', creative.email, 'Newer#2026');
    await page.waitForURL('**/homepage', { timeout: 8000 });
    await page.close();
  });

  test('a business completes all 4 steps, creates its password and signs in', async () => {
    const page = await journey.pageAs(null);
    const email = `looms.${stamp}@example.ng`;
    await journey.open(page, '/business');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Trade name is required.').waitFor();
    await fillForm(page, {
      'Trade name': 'Kente Looms',
      Sector: { option: 'Fashion Design' },
      Area: { option: { index: 1 } },
      State: { option: 'Lagos' },
      LGA: { option: 'Ikeja' },
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Business email').fill(email);
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Funding').check();
    await page.getByLabel(/Tell us more about your funding/).fill('About 2 million naira for looms.');
    await page.getByLabel('I agree to the Terms of Use').check();
    await assertAccessible(page, '/business step 3');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: /Step 4 of 4/ }).waitFor();

    await page.getByLabel(/Enter the 6-digit code/).fill(await latestCode(journey.platform.baseUrl, email));
    await page.getByLabel('I agree to the Terms of Use').check();
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.getByText('Business verified successfully!').waitFor();
    await page.waitForURL('**/bpassword', { timeout: 8000 });
    await page.getByLabel('New password').fill('Looms#2025');
    await page.getByLabel('Confirm password').fill('Looms#2025');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password Successfully Created!').waitFor();
    await page.waitForURL('**/login', { timeout: 8000 });

    await signIn(page, 'Business', email, 'Looms#2025');
    await page.getByText('Business login successful!').waitFor();
    await page.waitForURL('**/homepage', { timeout: 8000 });
    await page.close();
  });

  test('a partner completes 3 steps, verifies its email, signs in and sees it is pending', async () => {
    const page = await journey.pageAs(null);
    const email = `fund.${stamp}@example.org`;
    await journey.open(page, '/partner');
    await fillForm(page, {
      'Organization Name': 'Arts Fund',
      'Organization Email': email,
      'Organization Sector': { option: 'private' },
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Contact Name').fill('Bola Ade');
    await page.getByLabel('Contact Email').fill(`bola.${stamp}@example.org`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Contact Number is required').waitFor();
    await page.getByLabel('Contact Number').fill('08031234567');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillForm(page, {
      'Partnership type': { option: 'sponsor' },
      Goals: 'Support young film makers.',
      Benefit: 'Grants and mentoring.',
    });
    await page.getByLabel(/^Password/).fill('Fund#2025');
    await page.getByLabel('I agree to the Terms of Use').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Check your email to continue.').waitFor();
    await page.waitForURL('**/partnerwelcome**', { timeout: 8000 });

    // The password was chosen in step 3: the code only verifies the email (no second password, no second terms).
    await page.getByRole('link', { name: 'Verify email' }).click();
    await page.waitForURL('**/otp?type=partner**');
    assert.equal(await page.getByLabel(/^Password/).count(), 0);
    assert.equal(await page.getByLabel('I agree to the Terms of Use').count(), 0);
    await page.getByLabel(/Enter the 6-digit code/).fill(await latestCode(journey.platform.baseUrl, email));
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.waitForURL('**/login', { timeout: 8000 });

    await signIn(page, 'Partner', email, 'Fund#2025');
    await page.getByText('Partner login successful!').waitFor();
    await page.waitForURL('**/homepage', { timeout: 8000 });
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await assertAccessible(page, '/homepage (pending partner)');
    await page.close();
  });

  test('an admin created with admin:create signs in to /admin-dashboard', async () => {
    const created = spawnSync(
      'npm',
      ['run', '--silent', 'admin:create', '--', '--email', `chief.${stamp}@example.ng`, '--password', 'Admin#2025'],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: journey.platform.dataDir }, encoding: 'utf8' },
    );
    assert.equal(created.status, 0, created.stderr);

    const page = await journey.pageAs(null);
    await journey.open(page, '/admin-login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('All Fields are required').first().waitFor();
    await page.getByLabel('Email').fill(`chief.${stamp}@example.ng`);
    await page.getByLabel(/^Password/).fill('Admin#2025');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Admin login successful!').waitFor();
    await page.waitForURL('**/admin-dashboard', { timeout: 8000 });
    await page.getByRole('heading', { name: 'Admin Directory' }).waitFor();
    await page.close();
  });
});
