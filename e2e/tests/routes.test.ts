import assert from 'node:assert/strict';
import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { routeExample, WEB_ROUTES, type WebRoute } from '@creative-ng/shared/web-routes';
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { accessibilityViolations, loaded, PHONE, scrollsSideways } from '../support/browser';
import { test as base, expect } from '../support/fixtures';
import type { RunningPlatform } from '../support/platform';

// Every route of both spec route tables, on a 360 px phone: it renders, has one h1, does not scroll
// sideways, breaks no CSP rule, and axe finds no WCAG 2.2 AA violation. Guarded routes send a
// signed-out visitor to /login and render for a role they allow. Each check is a test of its own, spread over the
// workers.

interface VisitorTab {
  context: BrowserContext;
  page: Page;
}

/** The worker's tab for one check, and what the browser reported while it ran: CSP refusals, uncaught errors. */
interface Visitor {
  page: Page;
  problems: string[];
}

/**
 * One phone tab per worker for this file's checks, each check a new visitor in it: its cookies, local and session
 * storage are emptied before the check's page opens. A fresh context per check cost more than the check's page
 * and axe scan together: a new renderer, and the app's scripts downloaded and compiled again with an empty cache.
 * No service worker: the checks are of the pages, and offline.test.ts checks the worker (installing it in every
 * check, then sending every later page through it, was work no check read).
 */
const test = base.extend<{ visitor: Visitor }, { visitorTab: VisitorTab }>({
  visitorTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', serviceWorkers: 'block' });
      await use({ context, page: await context.newPage() });
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ visitorTab: { context, page } }, use) => {
    await context.clearCookies();
    const problems: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
    };
    const onError = (err: Error) => problems.push(`page error: ${err.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    await use({ page, problems });
    page.off('console', onConsole);
    page.off('pageerror', onError);
  },
});
test.describe.configure({ mode: 'parallel' });

async function visit(
  { page }: Visitor,
  platform: RunningPlatform,
  route: string,
  session?: { role: string },
  language?: string,
) {
  // The visitor's storage (language, placeholder session) is in place before the page's first script runs, put there
  // by a script the browser runs at the start of the page, then taken away: no page of its own to reach the storage.
  const storage = await page.addInitScript(
    ({ keys, role, language: chosen }) => {
      localStorage.clear();
      sessionStorage.clear();
      if (chosen) localStorage.setItem('cng.language', chosen);
      if (role) {
        localStorage.setItem(keys.accessToken, 'e2e-placeholder-token');
        localStorage.setItem(keys.authenticated, 'true');
        localStorage.setItem(keys.userType, role);
        localStorage.setItem(keys.loginType, role === 'admin' ? 'user' : role);
      }
    },
    { keys: SESSION_STORAGE_KEYS, role: session?.role, language },
  );
  const response = await page.goto(`${platform.baseUrl}${route}`);
  await storage.dispose();
  assert.equal(response?.status(), 200, `${route} answered ${response?.status()}`);
  // What the page shows, not the network: its h1, and nothing busy, spinning or pulsing on it.
  await loaded(page);
}

async function checkPage({ page, problems }: Visitor, label: string, { axe = true } = {}) {
  // Web-first: a page may still be swapping its content (a lazy route arriving, a redirect) right after loaded().
  await expect(page.locator('h1'), `${label}: expected exactly one h1`).toHaveCount(1);
  assert.equal(await scrollsSideways(page), false, `${label}: scrolls sideways at 360 px`);
  assert.deepEqual(problems, [], `${label}: browser errors`);
  if (!axe) return;
  const violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], `${label}: accessibility violations`);
}

const allowedRole = (route: WebRoute) => route.roles?.[0];

test.describe('every spec route on a 360 px phone', () => {
  for (const route of WEB_ROUTES) {
    const url = routeExample(route);
    const role = allowedRole(route);

    test(`${url}${role ? ` (as ${role})` : ''} renders accessibly`, async ({ visitor, platform }) => {
      await visit(visitor, platform, url, role ? { role } : undefined);
      // A guarded route, in English, as the role it lets in: accessibility-roles.test.ts scans that same route × role ×
      // language with axe, with the role's real content, so here it is checked for its h1, width and errors only.
      await checkPage(visitor, url, { axe: !role });
    });

    if (role) {
      test(`${url} sends a signed-out visitor to /login`, async ({ visitor, platform }) => {
        await visit(visitor, platform, url);
        assert.equal(new URL(visitor.page.url()).pathname, '/login');
      });
    }
  }
});

// Translations are longer or shorter than English: every public page, in one of the other four languages in turn
// (each language gets a quarter of the pages; the catalogues' label-in-name pairs are checked for all of them in
// apps/web/src/lib/label-in-name.test.ts), still fits a phone, says its language, and passes axe.
test.describe('every public route in another language', () => {
  const languages = ['ha', 'yo', 'ig', 'pcm'];
  const publicRoutes = WEB_ROUTES.filter((candidate) => !candidate.roles);
  publicRoutes.forEach((route, index) => {
    const url = routeExample(route);
    const language = languages[index % languages.length] as string;
    test(`${url} in ${language} renders accessibly at 360 px`, async ({ visitor, platform }) => {
      await visit(visitor, platform, url, undefined, language);
      await expect(visitor.page.locator('html')).toHaveAttribute('lang', language);
      await loaded(visitor.page);
      await checkPage(visitor, `${language} ${url}`);
    });
  });
});

test.describe('what is not a route', () => {
  test('an unknown page shows the not-found page', async ({ visitor, platform }) => {
    await visit(visitor, platform, '/no-such-page');
    assert.match((await visitor.page.locator('h1').textContent()) ?? '', /not found|can.t find/i);
    await checkPage(visitor, '/no-such-page');
  });

  test('a missing asset is a 404, not the app', async ({ platform }) => {
    const res = await fetch(`${platform.baseUrl}/assets/nope.js`);
    assert.equal(res.status, 404);
  });

  test('the API stays JSON', async ({ platform }) => {
    const health = await fetch(`${platform.baseUrl}/api/health`);
    assert.equal(health.status, 200);
    const missing = await fetch(`${platform.baseUrl}/api/nope`);
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { data: { code: string } }).data.code, 'NOT_FOUND');
  });
});
