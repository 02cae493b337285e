import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { approvedPartner, platformAdmin, uniqueStamp, verifiedBusiness, verifiedCreative } from '../support/accounts';
import { publishedOpportunity, uploadedPng } from '../support/api';
import { artifactsDir, checkPage, loaded, PHONE } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { useJourney } from '../support/journey';
import { solidPng } from '../support/png';

// Finding your way as a new member on a 360 px phone: proposals reached from the menu, a partner's profile and an
// opportunity; pages opened by address start at the top while back restores the place; a business's own menu;
// nobody is offered what their role cannot do; and the Create button and chat link cover nothing on the page.
const journey = useJourney();
const stamp = uniqueStamp();
const shots = path.join(artifactsDir, 'finding-your-way');
const creative = { email: `ngozi.${stamp}@example.ng`, password: 'Secret#2025', token: '', id: '' };
const business = { email: `looms.${stamp}@example.ng`, password: 'Secret#2025', tradeName: `Aso Oke Looms ${stamp}` };
const partner = {
  email: `fund.${stamp}@example.org`,
  password: 'Partner#2025',
  name: `Culture Fund ${stamp}`,
  id: '',
  token: '',
};
let businessId = '';
let adminToken = '';
let opportunityId = '';
let postId = '';

async function open(page: Page, route: string) {
  await page.goto(`${journey.platform.baseUrl}${route}`);
  await page.locator('main h1').first().waitFor();
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const DESKTOP = { width: 1280, height: 800 };

/**
 * The links, buttons and fields of the page (main and footer) that something else is drawn over where they show,
 * as `elementFromPoint` sees it at their centre and near both ends; and those the Create button's or the chat
 * link's box overlaps. Parts hidden under the sticky top bar or past the screen's edges are not counted.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Pairs of [what is drawn over, what it covers]; no named functions in here (the test's compiler would wrap
    // them in a helper the page does not have).
    const found: [Element, Element][] = [];
    const topBar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const controls = [
      ...document.querySelectorAll('main a[href], main button, main input, main select, main textarea, footer a[href]'),
    ].filter((el) => el.getClientRects().length > 0);
    const floating = [
      ...document.querySelectorAll('button[aria-label^="Create a post"], a[href^="https://wa.me/2348012345678"]'),
    ].filter((el) => el.getClientRects().length > 0);
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.1, 0.5],
        [0.9, 0.5],
      ] as const) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (y <= topBar || y >= innerHeight || x <= 0 || x >= innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !el.contains(hit) && !hit.contains(el)) {
          found.push([hit, el]);
          break;
        }
      }
      for (const over of floating) {
        const a = over.getBoundingClientRect();
        // Only the part of the control that shows: under the sticky top bar it has scrolled past.
        const top = Math.max(box.top, topBar);
        const overlaps = a.left < box.right && box.left < a.right && a.top < box.bottom && top < a.bottom;
        if (overlaps) found.push([over, el]);
      }
    }
    return found.map((pair) =>
      pair
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        )
        .join(' is over '),
    );
  });
}

// The chat link shows only with a WhatsApp number: the worker's platform with the services on, to check where it
// sits (support/fixtures.ts).
test.use({ platformKind: 'services' });

test.beforeAll(async () => {
  const made = await verifiedCreative(journey.platform.baseUrl, creative.email, creative.password, {
    first: 'Ngozi',
    last: 'Obi',
  });
  Object.assign(creative, { token: made.token, id: made.id });
  businessId = (await verifiedBusiness(journey.platform.baseUrl, business)).id;
  Object.assign(partner, await approvedPartner(journey.platform, { ...partner, goals: 'Fund young weavers.' }));
  adminToken = await platformAdmin(journey.platform);
  const image = await uploadedPng(journey.platform.baseUrl, partner.token, [120, 80], [0, 135, 81]);
  opportunityId = await publishedOpportunity(journey.platform.baseUrl, partner.token, {
    title: `Weaving residency ${stamp}`,
    description: 'Three months at the looms.',
    images: [image],
  });
  const second = await uploadedPng(journey.platform.baseUrl, partner.token, [120, 80], [201, 151, 0]);
  // Two pictures: the post has the carousel and its dots.
  const post = await journey.api<{ data: { id: string } }>('POST', '/api/prop/posts', partner.token, {
    title: `Looms at dusk ${stamp}`,
    description: 'The residency’s first week.',
    link: 'https://example.org/looms',
    images: [image, second],
  });
  postId = post.data.id;
  // The creative's profile photo, for the top bar's avatar after signing in.
  const form = new FormData();
  form.append(
    'profile_image',
    new Blob([new Uint8Array(solidPng(64, 64, [29, 78, 216]))], { type: 'image/png' }),
    'me.png',
  );
  const uploaded = await fetch(`${journey.platform.baseUrl}/api/prop/account/profile_image`, {
    method: 'PUT',
    headers: { authorization: creative.token },
    body: form,
  });
  assert.ok(uploaded.ok, `the photo upload answered ${uploaded.status}`);
});

test.describe('finding your way', () => {
  test('a creative finds proposals in the menu, on a partner’s profile and on an opportunity, the partner chosen', async () => {
    const page = await journey.pageAs(creative.token, 'user');
    await open(page, '/homepage');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Proposals' }).click();
    await page.waitForURL('**/proposalpage');
    await page.getByRole('heading', { name: 'Proposals', level: 1 }).waitFor();

    await open(page, `/profile/${partner.id}`);
    await page.getByRole('link', { name: 'Send a proposal' }).click();
    let form = page.getByRole('dialog', { name: 'Create a proposal' });
    await form.waitFor();
    await expect(page.getByRole('dialog').locator('select').first()).toHaveValue(partner.id);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).search, '', 'closing the form leaves the address without the partner');

    await open(page, `/opportunitydetails/${opportunityId}`);
    await checkPage(page, 'opportunity with Apply with a proposal');
    await shot(page, 'opportunity-360');
    await page.getByRole('link', { name: 'Apply with a proposal' }).click();
    form = page.getByRole('dialog', { name: 'Create a proposal' });
    await form.waitFor();
    await expect(form.locator('select').nth(0)).toHaveValue(partner.id);
    await expect(form.locator('select').nth(1)).toHaveValue(opportunityId);
    await checkPage(page, 'proposal form for an opportunity');
    await shot(page, 'proposal-form-360');
    await page.close();
  });

  test('a visitor who likes a post signs in in the sign-in modal and finds the post liked where they were', async () => {
    const page = await journey.pageAs(null);
    await open(page, `/post/${postId}`);
    await page.getByRole('button', { name: /Like this post/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByText('Please sign in to like posts.').waitFor();
    await checkPage(page, 'the sign-in modal over a post');
    await shot(page, 'sign-in-modal-360');
    await dialog.getByLabel('Email').fill(creative.email);
    await dialog.getByLabel(/^Password/).fill(creative.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.match(page.url(), new RegExp(`/post/${postId}$`), 'still on the same post');
    await page.locator('button[aria-pressed="true"]', { hasText: '1' }).waitFor();
    // The top bar's avatar is the profile photo, not initials.
    await page.getByRole('button', { name: 'Open your profile menu' }).locator('img').waitFor();
    const likes = await journey.api<{ data: { likes: number } }>('GET', `/api/prop/public/post/${postId}`);
    assert.equal(likes.data.likes, 1, 'the like reached the server');
    await page.close();
  });

  test('a visitor sent to sign in by “Send a proposal” comes back to the form, the partner chosen', async () => {
    const page = await journey.pageAs(null);
    await open(page, `/profile/${partner.id}`);
    await page.getByRole('link', { name: 'Send a proposal' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(creative.email);
    await page.getByLabel(/^Password/).fill(creative.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/proposalpage?host=${partner.id}`);
    await page.getByRole('dialog', { name: 'Create a proposal' }).waitFor();
    await expect(page.getByRole('dialog').locator('select').first()).toHaveValue(partner.id);
    await page.close();
  });

  test('a signed-in member has the community feed at home, in the app; the logo’s / leads there too', async () => {
    const page = await journey.pageAs(creative.token, 'user');
    await open(page, '/homepage');
    const feed = page.getByRole('region', { name: 'Community feed' });
    await feed.getByText('Coming Soon').waitFor();
    // Someone else's post, in the app with its menu and Create.
    await feed.getByRole('heading', { name: `Looms at dusk ${stamp}` }).waitFor();
    await page.getByRole('button', { name: 'Create a post or a product' }).waitFor();
    await checkPage(page, 'the home page with the community feed');
    await feed.getByText('Coming Soon').scrollIntoViewIfNeeded();
    await shot(page, 'home-feed-360');
    await page.getByRole('button', { name: 'Your posts' }).click();
    await page.getByRole('region', { name: 'Your posts' }).waitFor();
    // The public feed's address is the landing page: a signed-in member is taken home, not offered to sign up.
    await page.goto(`${journey.platform.baseUrl}/`);
    await page.waitForURL('**/homepage');
    assert.equal(await page.getByRole('link', { name: 'Create an account' }).count(), 0);
    await page.close();
  });

  test('a page opened by its address starts at the top; back restores the place', async () => {
    const page = await journey.pageAs(null);
    await open(page, '/t&c');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const deep = await page.evaluate(() => window.scrollY);
    assert.ok(deep > 500, `the terms are long enough to scroll (${deep})`);
    // A typed address (a full load) opens at the top, not where the last full load was left.
    await open(page, '/privacy');
    // Two frames after the page is shown: any restoring of the old place would have happened by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'a typed address opens at the top');
    // In the app: a link opens the next page at the top, back returns to where the person was.
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const before = await page.evaluate(() => window.scrollY);
    // Clicked as a tap does, without scrolling it into view first.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Accessibility' })
      .evaluate((link) => (link as HTMLElement).click());
    await page.waitForURL('**/accessibility');
    await page.locator('main h1').first().waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'a followed link opens at the top');
    await page.goBack();
    await page.waitForURL('**/privacy');
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
    await page.close();
  });

  test('a business’s menu leads to its business profile and its business page', async () => {
    const page = await journey.pageAs(null);
    await open(page, '/login');
    await page.getByRole('radio', { name: 'Business' }).check({ force: true });
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel(/^Password/).fill(business.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/homepage');
    await page.getByRole('button', { name: 'Open your profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL('**/businessProfile');
    await page.getByText(business.tradeName).first().waitFor();
    await page.getByRole('button', { name: 'Open your profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Business' }).click();
    await page.waitForURL(`**/profile/${businessId}`);
    await page.getByRole('heading', { name: business.tradeName }).first().waitFor();
    await checkPage(page, 'the business page from the menu');
    await page.close();
  });

  test('nobody is offered what their role cannot do', async () => {
    // Admins: no Create, no 'Apply for funding' (drawer, top bar, footer).
    const admin = await journey.pageAs(adminToken, 'admin');
    await open(admin, '/admin-dashboard');
    assert.equal(await admin.getByRole('button', { name: /^Create/ }).count(), 0, 'no Create for admins');
    assert.equal(await admin.getByRole('link', { name: 'Funding' }).count(), 0, 'no Funding in the footer');
    await admin.getByRole('button', { name: 'Open menu' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Reports' }).waitFor();
    assert.equal(await drawer.getByRole('link', { name: 'Apply for funding' }).count(), 0, 'no funding in the drawer');
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.keyboard.press('Escape');
    assert.equal(await admin.getByRole('link', { name: 'Apply for funding' }).count(), 0, 'no funding in the top bar');
    await admin.close();

    // Partners post but do not sell: the Create button opens the post form alone.
    const partnerPage = await journey.pageAs(partner.token, 'partner');
    await open(partnerPage, '/homepage');
    await partnerPage.getByRole('button', { name: 'Create a post' }).click();
    const dialog = partnerPage.getByRole('dialog', { name: 'Create Post' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('tab').count(), 0, 'no Create Product tab for partners');
    await checkPage(partnerPage, 'a partner’s Create');
    await partnerPage.close();

    // Creatives: both.
    const page = await journey.pageAs(creative.token, 'user');
    await open(page, '/homepage');
    await page.getByRole('button', { name: 'Create a post or a product' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('tab', { name: 'Create Product' }).waitFor();
    await page.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the Create button and the chat link cover nothing, and every page's end scrolls clear`, async () => {
      const page = await journey.pageAs(creative.token, 'user');
      await page.setViewportSize(viewport);
      const phone = viewport.width < 901;
      const routes = [
        '/homepage',
        `/profile/${creative.id}`,
        `/profile/${businessId}`,
        '/marketpage',
        `/post/${postId}`,
        '/directorypage',
        '/opportunitypage',
        '/toolspage',
        '/trainingpage',
      ];
      for (const route of routes) {
        await open(page, route);
        await loaded(page);
        // Create has a place of its own: the top bar on a phone, the top of the sidebar on a wide screen.
        const create = page.getByRole('button', { name: 'Create a post or a product' });
        const home = phone ? page.getByRole('banner') : page.locator('div.fixed', { has: page.locator('nav') });
        await expect(home.getByRole('button', { name: 'Create a post or a product' }), route).toHaveCount(1);
        assert.ok(await create.isVisible(), `Create shows on ${route}`);
        assert.deepEqual(await coveredControls(page), [], `at rest on ${route}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // Two frames: what follows the scroll (a sticky bar, anything that steps aside) has been drawn by then.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        assert.deepEqual(await coveredControls(page), [], `at the end of ${route}`);
        // The last control of the content scrolls into view with nothing over it.
        const last = page.locator('main').locator('a[href], button, input, select, textarea').last();
        await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        assert.deepEqual(await coveredControls(page), [], `with the last control of ${route} in view`);
        if (route === `/profile/${businessId}` || route === `/post/${postId}`) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await shot(page, `${route.split('/')[1]}-${viewport.width}`);
        }
      }
      // The chat link is in the menu, next to the FAQ (the drawer on a phone, the sidebar on a wide screen).
      await open(page, '/homepage');
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = phone
        ? page.getByRole('dialog', { name: 'Menu' })
        : page.getByRole('navigation', { name: 'Site menu' });
      const chat = menu.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
      assert.equal(
        await chat.getAttribute('href'),
        'https://wa.me/2348012345678?text=Hello%2C%20I%20need%20help%20with%20CreativeNG',
      );
      await checkPage(page, `the menu with the chat link at ${viewport.width} px`);
      await shot(page, `menu-${viewport.width}`);
      await page.close();

      // The admin's directory: its rows' ⋮ menus are clear at rest (admins have no Create; the chat link is in
      // the menu).
      const admin = await journey.pageAs(adminToken, 'admin');
      await admin.setViewportSize(viewport);
      await open(admin, '/admin-dashboard');
      await admin
        .getByRole('button', { name: /^Actions for / })
        .first()
        .waitFor();
      await loaded(admin);
      assert.equal(await admin.getByRole('button', { name: /^Create/ }).count(), 0, 'no Create for admins');
      assert.deepEqual(await coveredControls(admin), [], 'at rest on the admin directory');
      await shot(admin, `admin-directory-${viewport.width}`);
      await admin.close();
    });
  }
});
