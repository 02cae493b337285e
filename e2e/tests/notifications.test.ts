import assert from 'node:assert/strict';
import { verifiedCreative } from '../support/accounts';
import { uploadedPng } from '../support/api';
import { accessibilityViolations, scrollsSideways } from '../support/browser';
import { test } from '../support/fixtures';
import { useJourney } from '../support/journey';

// The bell: a like on someone's post reaches its author as an unread notice that links to the post.
const journey = useJourney();

test.describe('notifications', () => {
  test("a like shows on the author's bell, opens the post, and is read once seen", async () => {
    const stamp = Date.now();
    const author = await verifiedCreative(journey.platform.baseUrl, `bell.author.${stamp}@example.ng`);
    const fan = await verifiedCreative(journey.platform.baseUrl, `bell.fan.${stamp}@example.ng`);
    const image = await uploadedPng(journey.platform.baseUrl, author.token, [64, 48], [0, 135, 81]);
    const post = await journey.api<{ data: { id: string } }>('POST', '/api/prop/posts', author.token, {
      title: 'Adire in blue',
      description: 'New adire pieces from our Abeokuta workshop.',
      link: 'https://example.com/adire',
      images: [image],
    });
    await journey.api('POST', `/api/prop/post/${post.data.id}`, fan.token, { liked: true });

    const page = await journey.pageAs(author.token, 'user');
    await journey.open(page, '/faq');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const notice = page.getByRole('link', { name: /liked your post “Adire in blue”/ });
    await notice.waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    assert.equal(await scrollsSideways(page), false);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await notice.click();
    await page.waitForURL(`**/post/${post.data.id}`);
    await page.getByRole('heading', { level: 1, name: 'Adire in blue' }).waitFor();
    await page.close();
  });

  test('a member chooses which notices come by email', async () => {
    const member = await verifiedCreative(journey.platform.baseUrl, `bell.settings.${Date.now()}@example.ng`);
    const page = await journey.pageAs(member.token, 'user');
    await journey.open(page, '/settings');
    const likes = page.getByLabel('someone likes my post');
    assert.equal(await likes.isChecked(), false);
    await likes.check();
    await page.getByRole('button', { name: 'Save notification choices' }).click();
    await page.getByText('Your notification choices are saved.').first().waitFor();
    const saved = await journey.api<{ data: { email: Record<string, boolean> } }>(
      'GET',
      '/api/prop/notifications/settings',
      member.token,
    );
    assert.equal(saved.data.email.post_liked, true);
    await page.close();
  });
});
