import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { demoAdminToken, uniqueStamp, verifiedCreative } from '../support/accounts';
import { test } from '../support/fixtures';
import { checkScreen, useJourney } from '../support/journey';

// Moderation and analytics on a seeded platform: a creative reports a profile (and a post), an admin works the
// queue (dismiss, remove), and the analytics charts show the seeded numbers; each page checked with axe at 360 px.
// The tests follow one another (each uses what the one before made): they run in order, and a retry runs them all.
test.describe.configure({ mode: 'serial' });
test.use({ platformKind: 'seeded' });
const journey = useJourney();
let adminToken = '';
const stamp = uniqueStamp();

interface FeedPost {
  id: string;
  title: string;
  author: { id: string; name: string };
}

test.beforeAll(async () => {
  adminToken = await demoAdminToken(journey.platform.baseUrl);
});

const reportCard = (page: Page, title: string) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();

test.describe('moderation', () => {
  let post: FeedPost;

  test('a creative reports a profile from its public page, and a post', async () => {
    const feed = await fetch(`${journey.platform.baseUrl}/api/prop/public/post?limit=12`);
    const posts = ((await feed.json()) as { data: FeedPost[] }).data;
    assert.ok(posts.length >= 2, 'the seed has posts');
    post = posts[0] as FeedPost;
    const profileOwner = posts.find((p) => p.author.id !== post.author.id)?.author ?? post.author;

    const creative = await verifiedCreative(journey.platform.baseUrl, `reporter.${stamp}@example.ng`);
    const page = await journey.pageAs(creative.token, 'user');
    await journey.open(page, `/profile/${profileOwner.id}`);
    await page.getByRole('button', { name: `Report ${profileOwner.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${profileOwner.name}` });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Tell us what is wrong.', { exact: true }).waitFor();
    await checkScreen(page, { dialogOpen: true });
    await dialog.getByLabel('What is wrong?').fill(`Pretends to be a government agency (${stamp}).`);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. An admin will look at your report.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // A second report of the same profile is refused with a clear message.
    await page.getByRole('button', { name: `Report ${profileOwner.name}` }).click();
    await dialog.getByLabel('What is wrong?').fill('Still pretending, please look.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('You have already reported this. An admin will look at it soon.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.close();

    // Post cards get the same button from the feed; here the post is reported through the API it calls.
    const res = await fetch(`${journey.platform.baseUrl}/api/prop/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: creative.token },
      body: JSON.stringify({
        target_type: 'post',
        target_id: post.id,
        reason: `Copied from another artist (${stamp}).`,
      }),
    });
    assert.equal(res.status, 201);
  });

  test('an admin dismisses the profile report and removes the post', async () => {
    const page = await journey.pageAs(adminToken, 'admin');
    await journey.open(page, '/admin-reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByText(`Pretends to be a government agency (${stamp}).`).waitFor();
    await checkScreen(page);

    const profileCard = page.locator('article').filter({ hasText: `Pretends to be a government agency (${stamp}).` });
    await profileCard.getByRole('link', { name: 'Open admin profile to blacklist' }).waitFor();
    await profileCard.getByRole('button', { name: 'Dismiss' }).click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss these reports?' });
    await dismiss.getByLabel('Note for the audit log (optional)').fill('A real agency partner.');
    await checkScreen(page, { dialogOpen: true });
    await dismiss.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Report dismissed.').first().waitFor();
    await profileCard.waitFor({ state: 'detached' });

    const postCard = reportCard(page, post.title).filter({ hasText: `Copied from another artist (${stamp}).` });
    await postCard.getByRole('link', { name: 'View post' }).waitFor();
    await postCard.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove this post?' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.getByText('Tell us what is wrong.', { exact: true }).waitFor();
    await remove.getByLabel('Reason for the author').fill('Copied work: please post only your own.');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Content removed. The author has been told why.').first().waitFor();
    await postCard.waitFor({ state: 'detached' });

    // Gone from the public feed; the removed tab shows it with the reason.
    const one = await fetch(`${journey.platform.baseUrl}/api/prop/public/post/${post.id}`);
    assert.equal(one.status, 404);
    await page.getByRole('tab', { name: 'Removed' }).click();
    await page.getByText('Copied work: please post only your own.').first().waitFor();
    await checkScreen(page);
    await page.close();
  });
});

test.describe('analytics', () => {
  test('shows the seeded platform as charts with their numbers as tables', async () => {
    const page = await journey.pageAs(adminToken, 'admin');
    await journey.open(page, '/admin-analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    for (const chart of [
      'Sign-ups per week',
      'Support people ask for',
      'Creatives by state of origin',
      'Creatives by sector',
      'Partners by type',
      'Verified identities',
    ]) {
      await page.getByRole('heading', { level: 2, name: chart }).waitFor();
    }
    await checkScreen(page);

    // Open every table: the numbers are there for screen readers and anyone who prefers them.
    const toggles = page.getByText('Show the numbers as a table');
    for (let i = 0; i < (await toggles.count()); i += 1) await toggles.nth(i).click();
    const states = page.getByRole('table', { name: 'Creatives by state of origin' });
    assert.equal(await states.getByRole('row').count(), 38); // a header and all 36 states and the FCT
    await states.getByRole('rowheader', { name: 'Federal Capital Territory' }).waitFor();
    const weeks = page.getByRole('table', { name: 'Sign-ups per week' });
    assert.equal(await weeks.getByRole('row').count(), 13);
    await checkScreen(page);

    // Members are turned away.
    const creative = await verifiedCreative(journey.platform.baseUrl, `nosy.${stamp}@example.ng`);
    const res = await fetch(`${journey.platform.baseUrl}/api/prop/admin-analytics`, {
      headers: { authorization: creative.token },
    });
    assert.equal(res.status, 403);
    await page.close();
  });
});
