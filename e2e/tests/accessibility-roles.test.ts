import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_KEY_BY_ROLE } from '@creative-ng/shared/auth/session';
import { routeExample, WEB_ROUTES, type WebRoute } from '@creative-ng/shared/web-routes';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { useSession } from '../support/accounts';
import { apiCall } from '../support/api';
import {
  accessibilityViolations,
  artifactsDir,
  axeScan,
  loaded,
  openBrowser,
  PHONE,
  scrollsSideways,
  type Violation,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningPlatform } from '../support/platform';
import { solidPng } from '../support/png';

// Issue #9, item 6: axe finds no WCAG 2.2 AA violation on any route, signed in as each role, with real
// seeded content; each role at its own width so every layout is scanned (phone, the 900 px drawer edge with
// the top-bar language switcher, desktop). Then the open states — bell, account menu, phone drawer, language
// select, create-post, report and funding dialogs, the image carousel — scanned and worked by keyboard.
// Each group below (a role's routes, the languages, the open states) runs in one worker, the groups side by side, each
// worker on its own copy of the seeded platform with the funding sites and the chat link switched on.
test.use({ platformKind: 'seeded' });
test.describe.configure({ mode: 'parallel' });

type RoleName = 'creative' | 'business' | 'partner' | 'admin';
type UserType = 'user' | 'business' | 'partner' | 'admin';

interface RoleSetup {
  name: RoleName;
  userType: UserType;
  loginPath: string;
  viewport: { width: number; height: number };
}

const ROLES: readonly RoleSetup[] = [
  { name: 'creative', userType: 'user', loginPath: '/api/prop/creative/login', viewport: PHONE },
  {
    name: 'business',
    userType: 'business',
    loginPath: '/api/prop/business/login',
    viewport: { width: 1280, height: 800 },
  },
  {
    name: 'partner',
    userType: 'partner',
    loginPath: '/api/prop/partner-reg/login',
    viewport: { width: 900, height: 800 },
  },
  {
    name: 'admin',
    userType: 'admin',
    loginPath: '/api/prop/admin-auth/login',
    viewport: { width: 1280, height: 800 },
  },
];

const DEMO_PASSWORD = 'Demo#2025';
/** The checks here are of the pages: no service worker (offline.test.ts checks it) taking each page through itself. */
const PAGES_ONLY = { serviceWorkers: 'block' } as const;
const shots = path.join(artifactsDir, 'accessibility-roles');

let platform: RunningPlatform;
let adminToken = '';

/** Who signs in as each role, and the real ids that replace the routes' placeholders. */
interface Fixture {
  accounts: Record<RoleName, { email: string; password: string }>;
  ids: {
    creative: string;
    business: string;
    partner: string;
    /** The partner who signs in: proposals are sent to it. */
    host: string;
    post: string;
    tool: string;
    opportunity: string;
    training: string;
    product: string;
    seller: string;
  };
}
let fixture: Fixture;

const api = <T>(method: string, route: string, token?: string, body?: object) =>
  apiCall<T>(platform.baseUrl, method, route, token, body);

interface Author {
  id: string;
  role?: string;
  username?: string | null;
}
interface Item {
  id: string;
  author: Author;
  images?: string[];
}
type Paged<T> = { data: { data: T[]; total_pages: number } };

async function allPages<T>(route: string): Promise<T[]> {
  const first = await api<Paged<T>>('GET', `${route}?page=1`);
  const items = [...first.data.data];
  for (let page = 2; page <= first.data.total_pages; page += 1) {
    items.push(...(await api<Paged<T>>('GET', `${route}?page=${page}`)).data.data);
  }
  return items;
}

interface Listed {
  email: string;
  is_blacklisted: boolean;
  email_verified: boolean;
  approved: boolean | null;
  visibility: string;
}

/** The first of these accounts that can sign in (confirmed, public, not blacklisted, approved if a partner). */
async function usable(
  kind: 'creative' | 'business' | 'partner',
  ids: readonly string[],
): Promise<{ id: string; email: string }> {
  for (const id of new Set(ids)) {
    const found = (await api<{ data: Listed }>('GET', `/api/prop/admin-${kind}/${id}`, adminToken)).data;
    const signsIn = found.email_verified && !found.is_blacklisted && (kind !== 'partner' || found.approved);
    if (signsIn && found.visibility === 'public') {
      return { id, email: found.email };
    }
  }
  assert.fail(`no ${kind} of the seed can sign in`);
}

async function signIn(role: RoleSetup, account: { email: string; password: string }) {
  const answer = await api<{ token?: string; data: { token: string; user: Record<string, unknown> } }>(
    'POST',
    role.loginPath,
    undefined,
    account,
  );
  return { token: answer.data.token, user: answer.data.user };
}

/**
 * A proposal this member can open: the first sent or received; else a creative or business sends one to the
 * partner who signs in (so that partner has one received too). Admins have none.
 */
async function proposalOf(role: RoleSetup, token: string): Promise<string | undefined> {
  if (role.name === 'admin') return undefined;
  for (const box of ['sent', 'received']) {
    const list = await api<Paged<{ id: string }>>('GET', `/api/prop/proposals?box=${box}`, token);
    if (list.data.data[0]) return list.data.data[0].id;
  }
  if (role.name === 'partner') return undefined;
  const sent = await api<{ data: { id: string } }>('POST', '/api/prop/proposals', token, {
    host_id: fixture.ids.host,
    title: 'Adire workshop series',
    cover_letter: 'Six Saturday workshops on indigo dyeing for young people in Abeokuta.',
    documents: [{ name: 'plan.png', file: solidPng(32, 32, [0, 135, 81]).toString('base64') }],
  });
  return sent.data.id;
}

/** Seeded accounts with content of their own (products, offers, proposals), and ids for every parameter. */
async function findFixture(): Promise<Fixture> {
  const products = await allPages<Item>('/api/prop/public/product');
  const posts = (await api<{ data: Item[] }>('GET', '/api/prop/public/post?page=1')).data;
  const tools = (await api<{ data: Item[] }>('GET', '/api/prop/tool/all')).data;
  const opportunities = await allPages<Item>('/api/prop/opportunity/all');
  const trainings = await allPages<Item>('/api/prop/event/all');
  const directory = (
    await api<{ data: { creatives: { id: string }[]; business: { id: string }[]; partners: { id: string }[] } }>(
      'GET',
      '/api/prop/public/directory',
    )
  ).data;

  // Sellers have products, orders and often proposals; hosts have offers, trainings and proposals received.
  const sellers = (role: string) => products.filter((p) => p.author.role === role).map((p) => p.author.id);
  const creative = await usable('creative', sellers('user'));
  const business = await usable('business', sellers('business'));
  const partner = await usable(
    'partner',
    opportunities.map((o) => o.author.id),
  );

  // A post with several pictures by someone other than the creative who signs in: the carousel and Report.
  const post = posts.find((p) => (p.images?.length ?? 0) >= 2 && p.author.id !== creative.id);
  assert.ok(post, 'the seed has a post with several pictures');
  const product = products.find((p) => p.author.username);
  assert.ok(product?.author.username && tools[0] && opportunities[0] && trainings[0]);
  // Public profiles of each kind, other than the accounts that sign in.
  const listed = (people: { id: string }[]) =>
    people.find((p) => ![creative.id, business.id, partner.id].includes(p.id))?.id;
  const [otherCreative, otherBusiness, otherPartner] = [
    listed(directory.creatives),
    listed(directory.business),
    listed(directory.partners),
  ];
  assert.ok(otherCreative && otherBusiness && otherPartner, 'the public directory lists each kind');

  return {
    accounts: {
      creative: { email: creative.email, password: DEMO_PASSWORD },
      business: { email: business.email, password: DEMO_PASSWORD },
      partner: { email: partner.email, password: DEMO_PASSWORD },
      admin: { email: 'admin@demo.example', password: 'Admin#2025' },
    },
    ids: {
      creative: otherCreative,
      business: otherBusiness,
      partner: otherPartner,
      host: partner.id,
      post: post.id,
      tool: tools[0].id,
      opportunity: opportunities[0].id,
      training: trainings[0].id,
      product: product.id,
      seller: product.author.username,
    },
  };
}

/** The address to open for a route: real seeded ids in place of the examples' placeholders. */
function urlFor(route: WebRoute, proposal: string | undefined): string {
  const { ids } = fixture;
  const real: Record<string, string | undefined> = {
    '/profile/:id': `/profile/${ids.creative}`,
    '/publicProfile/:refId': `/publicProfile/${ids.partner}`,
    '/adminprofile/:refId': `/adminprofile/${ids.business}`,
    '/post/:id': `/post/${ids.post}`,
    '/tooldetailsPage/:id': `/tooldetailsPage/${ids.tool}`,
    '/opportunitydetails/:id': `/opportunitydetails/${ids.opportunity}`,
    '/opportunity/:id': `/opportunity/${ids.opportunity}`,
    '/proposaldetailsPage/:id': proposal ? `/proposaldetailsPage/${proposal}` : undefined,
    '/marketdetailsPage/:id': `/marketdetailsPage/${ids.product}`,
    '/user-products/:username': `/user-products/${ids.seller}`,
    '/training/:id': `/training/${ids.training}`,
  };
  return real[route.path] ?? routeExample(route);
}

test.beforeAll(async ({ platform: running }) => {
  platform = running;
  const admin = await api<{ token: string }>('POST', '/api/prop/admin-auth/login', undefined, {
    email: 'admin@demo.example',
    password: 'Admin#2025',
  });
  adminToken = admin.token;
  fixture = await findFixture();
  fs.mkdirSync(shots, { recursive: true });
});

/** Watches a page for uncaught errors and Content Security Policy refusals. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

/** Signs in through the API and keeps the session as the web's sign-in does (the spec keys and the user object). */
async function signedInPage(context: BrowserContext, role: RoleSetup) {
  const { token, user } = await signIn(role, fixture.accounts[role.name]);
  const page = await context.newPage();
  const problems = watch(page);
  await useSession(page, platform.baseUrl, token, role.userType);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: PROFILE_KEY_BY_ROLE[role.userType],
    value: JSON.stringify(user),
  });
  return { page, problems, token };
}

/**
 * axe's structure rules outside the WCAG tags, which the accessibility statement promises too: headings in
 * order, all content in landmarks, landmarks told apart, one main. Run in the same axe scan as the WCAG rules
 * (a second scan costs a second pass over the page), and reported apart.
 */
const STRUCTURE_RULES = [
  'heading-order',
  'region',
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
];
const structural = (violation: Violation) => STRUCTURE_RULES.includes(violation.id);

async function checkPage(page: Page, problems: string[], label: string) {
  await expect(page.locator('h1'), `${label}: expected exactly one h1`).toHaveCount(1);
  assert.equal(await scrollsSideways(page), false, `${label}: scrolls sideways`);
  assert.deepEqual(problems, [], `${label}: browser errors`);
  const found = await axeScan(page, STRUCTURE_RULES);
  const lines = (violations: Violation[]) => violations.map((v) => v.line);
  assert.deepEqual(lines(found.filter((v) => !structural(v))), [], `${label}: accessibility violations`);
  assert.deepEqual(lines(found.filter(structural)), [], `${label}: headings and landmarks`);
}

for (const role of ROLES) {
  test.describe(`every route signed in as ${role.name} at ${role.viewport.width}×${role.viewport.height}`, () => {
    let browser: { context: BrowserContext; close(): Promise<void> };
    let page: Page;
    let problems: string[];
    let proposal: string | undefined;

    test.describe.configure({ mode: 'default' });
    test.beforeAll(async ({ browser: chromium }) => {
      browser = await openBrowser(chromium, role.viewport, PAGES_ONLY);
      const signedIn = await signedInPage(browser.context, role);
      ({ page, problems } = signedIn);
      proposal = await proposalOf(role, signedIn.token);
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    async function visit(url: string) {
      problems.length = 0;
      const response = await page.goto(`${platform.baseUrl}${url}`);
      assert.equal(response?.status(), 200, `${url} answered ${response?.status()}`);
      await loaded(page);
      await checkPage(page, problems, `${url} as ${role.name} (at ${new URL(page.url()).pathname})`);
    }

    for (const route of WEB_ROUTES) {
      test(`${route.path} is accessible`, () => visit(urlFor(route, proposal)));
    }

    // Views a route opens on by default hide: the seller's side of orders, proposals received, the admin's tabs.
    const others =
      role.name === 'admin'
        ? ['/admin-dashboard?tab=business', '/admin-dashboard?tab=partners']
        : ['/orders?side=selling', '/proposalpage?box=received'];
    for (const url of others) {
      test(`${url} is accessible`, () => visit(url));
    }
  });
}

// Translated labels can drift from what a control shows (axe: label in name). The public pages in each language
// are walked by routes.test.ts on an empty platform; here the signed-in pages whose cards and buttons only show
// with content: product, offer, opportunity and training cards (view, save, add to cart), a post (report), orders.
test.describe('pages with content in the other languages, signed in as a creative at 360 px', () => {
  let browser: { context: BrowserContext; close(): Promise<void> };
  let page: Page;
  let problems: string[];

  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser: chromium }) => {
    browser = await openBrowser(chromium, PHONE, PAGES_ONLY);
    ({ page, problems } = await signedInPage(browser.context, ROLES[0] as RoleSetup));
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  // A test per language and page, not seven pages in one test: on a busy machine seven page checks ran past one
  // test's time limit (and a failure now names its page).
  const pages: [string, () => string][] = [
    ['/', () => '/'],
    ['/marketpage', () => '/marketpage'],
    ['/toolspage', () => '/toolspage'],
    ['/opportunitypage', () => '/opportunitypage'],
    ['/trainingpage', () => '/trainingpage'],
    ['a post', () => `/post/${fixture.ids.post}`],
    ['/orders?side=selling', () => '/orders?side=selling'],
  ];
  for (const language of ['ha', 'yo', 'ig', 'pcm']) {
    for (const [name, urlOf] of pages) {
      test(`${language}: ${name} is accessible`, async () => {
        const url = urlOf();
        await page.evaluate((code) => localStorage.setItem('cng.language', code), language);
        problems.length = 0;
        await page.goto(`${platform.baseUrl}${url}`);
        await page.waitForFunction((code) => document.documentElement.lang === code, language);
        await loaded(page);
        await checkPage(page, problems, `${language} ${url}`);
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Open states, by keyboard.

/** Presses Tab from the top of the page until `target` has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  assert.fail(`Tab never reached ${target}`);
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Radix gives focus back a moment after a dialog or menu has gone: wait up to 2 s for it. */
async function focusReturnsTo(target: Locator): Promise<boolean> {
  const element = await target.elementHandle();
  return target
    .page()
    .waitForFunction((el) => el === document.activeElement, element, { timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
}
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/** Tabs (and Shift+Tabs) many times inside a modal dialog: focus must never leave it. */
async function focusStaysIn(page: Page, dialog: Locator, presses = 25) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      assert.ok(await focusInside(dialog), `focus left the dialog after ${i + 1} × ${key}`);
    }
  }
}

/** Opens a dialog from `opener` by keyboard (Tab to it, Enter), waits for `ready`, then shoots, scans and sizes it. */
async function openedByKeyboard(opener: Locator, dialog: Locator, label: string, shot: string, ready = dialog) {
  const page = opener.page();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await ready.waitFor();
  await checkOpen(dialog, label, shot);
}

/** An open state checked as each one is: a screenshot (`shot`), axe, and the size of its targets. */
async function checkOpen(container: Locator, label: string, shot: string) {
  const page = container.page();
  await page.screenshot({ path: path.join(shots, shot) });
  await scan(page, label);
  await targetsAreBigEnough(container, label);
}

/** Focus stays in the modal `dialog`; Escape closes it and gives focus back to `opener` (named `what`). */
async function escapeGivesFocusBack(dialog: Locator, opener: Locator, what: string, presses?: number) {
  const page = dialog.page();
  await focusStaysIn(page, dialog, presses);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await focusReturnsTo(opener), `focus is back on ${what}`);
}

/**
 * Every visible control in `container` is at least 24 × 24 CSS px, or (WCAG 2.5.8's spacing exception) a 24 px
 * circle centred on it meets no other control; links inside a line of text are exempt.
 */
async function targetsAreBigEnough(container: Locator, label: string) {
  const small = await container.evaluate((root) => {
    const controls = [
      ...root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role="menuitem"], [role="tab"], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const boxes = controls.map((el) => el.getBoundingClientRect());
    // No named helpers in here: the test runner's transpiler would wrap them in a function the page lacks.
    return controls
      .map((el, at) => {
        const box = boxes[at] as DOMRect;
        if (box.width >= 23.5 && box.height >= 23.5) return null;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return null;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const crowded = boxes.some((other, i) => {
          if (i === at || el.contains(controls[i] as Node) || (controls[i] as Node).contains(el)) return false;
          const dx = Math.max(other.left - x, 0, x - other.right);
          const dy = Math.max(other.top - y, 0, y - other.bottom);
          if (Math.hypot(dx, dy) < 12) return true;
          // Two small targets: their 24 px circles must not overlap either.
          const small = other.width < 23.5 || other.height < 23.5;
          const ox = other.left + other.width / 2;
          const oy = other.top + other.height / 2;
          return small && Math.hypot(ox - x, oy - y) < 24;
        });
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return crowded
          ? `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`
          : null;
      })
      .filter((line): line is string => line !== null);
  });
  assert.deepEqual(small, [], `${label}: controls smaller than 24 × 24 px without room around them`);
}

/** After a refused submit: each field marked invalid is described by its shown error (and at least one is). */
async function errorsAreTied(container: Locator, label: string) {
  const fields = await container.evaluate((root) =>
    [...root.querySelectorAll('[aria-invalid="true"]')].map((field) => {
      const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const shown = ids
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => el !== null && el.getClientRects().length > 0)
        .map((el) => el.textContent?.trim() ?? '')
        .filter(Boolean);
      return { name: field.getAttribute('name') ?? field.id, shown };
    }),
  );
  assert.ok(fields.length > 0, `${label}: no field is marked invalid`);
  for (const field of fields)
    assert.ok(field.shown.length > 0, `${label}: ${field.name} is not described by its error`);
}

async function scan(page: Page, label: string) {
  assert.deepEqual(await accessibilityViolations(page), [], `${label}: accessibility violations`);
}

/** A dialog refused an empty send: each error is tied to its field, and the dialog with its errors passes axe. */
async function errorsAreTiedAndPass(dialog: Locator, label: string) {
  await errorsAreTied(dialog, label);
  await scan(dialog.page(), `${label} with its errors`);
}

test.describe('open states by keyboard, signed in as a creative', () => {
  let browser: { context: BrowserContext; close(): Promise<void> };
  let page: Page;
  let problems: string[];
  const creative = ROLES[0] as RoleSetup;

  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser: chromium }) => {
    browser = await openBrowser(chromium, creative.viewport, PAGES_ONLY);
    const signedIn = await signedInPage(browser.context, creative);
    ({ page, problems } = signedIn);
    // Something in the bell: the creative sends the partner a proposal and the partner approves it.
    const sent = await api<{ data: { id: string } }>('POST', '/api/prop/proposals', signedIn.token, {
      host_id: fixture.ids.host,
      title: 'Indigo and light',
      cover_letter: 'A photo series on adire dyers, shown in three Lagos galleries.',
      documents: [{ name: 'plan.png', file: solidPng(32, 32, [31, 78, 140]).toString('base64') }],
    });
    const partner = await signIn(ROLES[2] as RoleSetup, fixture.accounts.partner);
    await api('PATCH', `/api/prop/proposals/${sent.data.id}/status`, partner.token, {
      status: 'APPROVED',
      reason: 'A strong plan.',
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  async function open(route: string) {
    problems.length = 0;
    await page.goto(`${platform.baseUrl}${route}`);
    await loaded(page);
  }

  test('the bell opens its list with Enter; Escape closes it and focus returns to the bell', async () => {
    await open('/homepage');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="status"]'));
    await checkOpen(list, 'bell list', 'open-bell-homepage.png');
    assert.ok(await focusInside(list), 'focus moves into the list');
    const notice = list.getByRole('link').first();
    await notice.waitFor();
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(notice), 'Tab reaches the first notice');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    assert.ok(await focusReturnsTo(bell), 'focus is back on the bell');
    assert.deepEqual(problems, []);
  });

  test('the account menu opens with Space, arrows move through it, Escape closes it and focus returns', async () => {
    await open('/homepage');
    const button = page.getByRole('button', { name: 'Open your profile menu' });
    await tabTo(page, button);
    await page.keyboard.press('Space');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await checkOpen(menu, 'account menu', 'open-account-menu.png');
    const items = menu.getByRole('menuitem');
    const count = await items.count();
    assert.ok(count >= 3, `the menu has ${count} items`);
    // Once the menu has focus, Home goes to its first item; then down, one item at a time.
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]'));
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    // Radix moves the focus a moment after the key (in a timeout): wait for it before reading.
    const focusedItem = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('role') === 'menuitem' ? (el.textContent?.trim() ?? '') : `(${el?.tagName})`;
      });
    const reached = [await focusedItem()];
    for (let i = 1; i < count; i += 1) {
      const before = reached[reached.length - 1];
      await page.keyboard.press('ArrowDown');
      await page
        .waitForFunction((text) => document.activeElement?.textContent?.trim() !== text, before, { timeout: 2_000 })
        .catch(() => {});
      reached.push(await focusedItem());
    }
    assert.equal(new Set(reached).size, count, `arrow keys reach every item (reached ${reached.join(', ')})`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.ok(await focusReturnsTo(button), 'focus is back on the profile button');
  });

  test('the phone drawer traps focus, closes with Escape and returns focus to the menu button', async () => {
    await open('/homepage');
    const button = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await openedByKeyboard(button, drawer, 'drawer', 'open-drawer.png');
    await escapeGivesFocusBack(drawer, button, 'the menu button', 40);
  });

  test('the language select in the drawer is reached by Tab and changed with the keyboard', async () => {
    await open('/homepage');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // Its name changes with the language, so the select is found by what it is.
    const select = page.getByRole('dialog').locator('select');
    assert.equal(await select.getAttribute('id'), await drawer.getByLabel('Language').getAttribute('id'));
    let reached = false;
    for (let i = 0; i < 60 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await hasFocus(select);
    }
    assert.ok(reached, 'Tab reaches the language select');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.documentElement.lang !== 'en');
    const lang = await page.evaluate(() => document.documentElement.lang);
    await scan(page, `drawer in ${lang}`);
    await select.selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  test('the create-post dialog traps focus, closes with Escape and returns focus to the create button', async () => {
    await open('/homepage');
    const button = page.getByRole('button', { name: 'Create a post or a product' });
    const dialog = page.getByRole('dialog', { name: 'Create' });
    const postTab = dialog.getByRole('tab', { name: 'Create Post' });
    await openedByKeyboard(button, dialog, 'create dialog', 'open-create-dialog.png', postTab);
    // Errors are tied to their fields.
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.getByText('All fields are required for the post').first().waitFor();
    await errorsAreTiedAndPass(dialog, 'create dialog');
    await escapeGivesFocusBack(dialog, button, 'the create button');
  });

  test("the report dialog on someone else's post traps focus and returns it to Report", async () => {
    await open(`/post/${fixture.ids.post}`);
    const button = page.getByRole('button', { name: /^Report / });
    await button.waitFor();
    const dialog = page.getByRole('dialog', { name: /^Report / });
    await openedByKeyboard(button, dialog, 'report dialog', 'open-report-dialog.png');
    await dialog
      .getByRole('button', { name: /Send|Report|Submit/ })
      .last()
      .click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    await errorsAreTiedAndPass(dialog, 'report dialog');
    await escapeGivesFocusBack(dialog, button, 'Report');
  });

  test("the post's carousel is worked by keyboard: previous and next change the picture", async () => {
    await open(`/post/${fixture.ids.post}`);
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.waitFor();
    const total = await carousel.locator('[aria-roledescription="slide"]').count();
    assert.ok(total >= 2);
    const shown = () => carousel.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label');
    const next = carousel.getByRole('button', { name: 'Next image' });
    const previous = carousel.getByRole('button', { name: 'Previous image' });
    await tabTo(page, previous);
    // Tabbing into the carousel holds it still; pause it anyway so the timer cannot move it mid-check.
    const first = await shown();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    assert.notEqual(await shown(), first, 'Enter on Next shows another picture');
    assert.equal(await shown(), `2 of ${total}`);
    await tabTo(page, previous);
    await page.keyboard.press('Space');
    assert.equal(await shown(), `1 of ${total}`, 'Space on Previous goes back');
    await page.keyboard.press('ArrowRight');
    assert.equal(await shown(), `2 of ${total}`, 'the arrow keys move it too');
    await checkOpen(carousel, 'carousel', 'carousel.png');
  });

  test('the funding modal: Apply opens it, focus stays inside, Escape returns focus to Apply', async () => {
    await open('/funding');
    const dialog = page.getByRole('dialog', { name: 'Funding' });
    // It opens by itself on arrival.
    await dialog.waitFor();
    await scan(page, 'funding modal on arrival');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const apply = page.getByRole('button', { name: 'Apply for funding' });
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.screenshot({ path: path.join(shots, 'open-funding.png') });
    await targetsAreBigEnough(dialog, 'funding modal');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await dialog.getByText('Please choose Yes or No.').waitFor();
    await errorsAreTiedAndPass(dialog, 'funding modal');
    await escapeGivesFocusBack(dialog, apply, 'Apply for funding');
  });

  test('the first Tab reaches the skip link, which moves focus to the page', async () => {
    await open('/homepage');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    assert.ok(await hasFocus(skip), 'the skip link comes first');
    await page.keyboard.press('Enter');
    assert.ok(await focusInside(page.locator('main')), 'focus is in the main content');
  });

  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    test(`at ${width} px no focused control is hidden under the top bar or the floating buttons`, async () => {
      await page.setViewportSize({ width, height });
      for (const route of ['/settings', '/marketpage', '/directorypage']) {
        await open(route);
        const hidden: string[] = [];
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 80; i += 1) {
            await page.keyboard.press(key);
            // Hidden: none of five points of the focused control shows it (anything else is drawn on top).
            const covered = await page.evaluate(() => {
              const el = document.activeElement as HTMLElement | null;
              if (!el || el === document.body) return null;
              const box = el.getBoundingClientRect();
              const seen = [
                [0.5, 0.5],
                [0.1, 0.1],
                [0.9, 0.1],
                [0.1, 0.9],
                [0.9, 0.9],
              ].some(([fx = 0, fy = 0]) => {
                const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
                return hit !== null && (el.contains(hit) || hit.contains(el));
              });
              const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
              return seen ? null : `${el.tagName.toLowerCase()} "${name}" at y=${Math.round(box.top)}`;
            });
            if (covered) hidden.push(`${route} after ${key}: ${covered}`);
          }
        }
        assert.deepEqual(hidden, [], `at ${width} px focus went under something`);
      }
      await page.setViewportSize(creative.viewport);
    });
  }

  test('at 900 px the top-bar language select is reached by Tab and works by keyboard', async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    await open('/homepage');
    const select = page.getByRole('banner').locator('select');
    await expect(page.getByRole('banner').getByLabel('Language')).toHaveCount(1);
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.documentElement.lang !== 'en');
    await loaded(page);
    await page.screenshot({ path: path.join(shots, 'language-900.png') });
    await scan(page, 'homepage in another language at 900 px');
    await select.selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    // The bell and account menu at this width too.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await scan(page, 'bell open at 900 px');
    await page.keyboard.press('Escape');
    await page.setViewportSize(creative.viewport);
  });
});

test.describe('open states by keyboard, signed in as the admin at 1280 px', () => {
  let browser: { context: BrowserContext; close(): Promise<void> };
  let page: Page;
  const admin = ROLES[3] as RoleSetup;

  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser: chromium }) => {
    browser = await openBrowser(chromium, admin.viewport, PAGES_ONLY);
    ({ page } = await signedInPage(browser.context, admin));
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test("a row's actions menu works by keyboard, and its confirmation dialog gives focus back to the row", async () => {
    await page.goto(`${platform.baseUrl}/admin-dashboard`);
    await loaded(page);
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    await actions.waitFor();
    await tabTo(page, actions, 300);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]'));
    await checkOpen(menu, 'row menu', 'admin-row-menu.png');
    const blacklist = menu.getByRole('menuitem', { name: 'BlackList' });
    for (let i = 0; i < 6 && !(await hasFocus(blacklist)); i += 1) {
      const before = await page.evaluate(() => document.activeElement?.textContent ?? '');
      await page.keyboard.press('ArrowDown');
      // Radix moves the focus a moment after the key: wait for it to move rather than for a fixed time.
      await page
        .waitForFunction((text) => (document.activeElement?.textContent ?? '') !== text, before, { timeout: 2_000 })
        .catch(() => {});
    }
    assert.ok(await hasFocus(blacklist), 'arrow keys reach BlackList');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await checkOpen(dialog, 'blacklist confirmation', 'admin-confirm-dialog.png');
    await escapeGivesFocusBack(dialog, actions, "the row's actions button");
  });
});
