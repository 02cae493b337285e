import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { routeExample, SESSION_STORAGE_KEYS, WEB_ROUTES, type WebRoute } from '@creative-ng/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, artifactsDir, openBrowser, scrollsSideways } from '../support/browser';
import { type RunningPlatform, startPlatform } from '../support/platform';

// Every route of both spec route tables, on a 360 px phone: it renders, has one h1, does not scroll
// sideways, breaks no CSP rule, and axe finds no WCAG 2.2 AA violation. Guarded routes send a
// signed-out visitor to /login and render for a role they allow.
let platform: RunningPlatform;
let browser: { context: BrowserContext; close(): Promise<void> };

before(async () => {
  platform = await startPlatform();
  browser = await openBrowser();
  fs.mkdirSync(artifactsDir, { recursive: true });
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function visit(route: string, session?: { role: string }, language?: string) {
  const page = await browser.context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${platform.baseUrl}/`);
  await page.evaluate(
    ({ keys, role, language: chosen }) => {
      localStorage.clear();
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
  const response = await page.goto(`${platform.baseUrl}${route}`, { waitUntil: 'networkidle' });
  assert.equal(response?.status(), 200, `${route} answered ${response?.status()}`);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  return { page, problems };
}

async function checkPage(page: Page, problems: string[], label: string) {
  assert.equal(await page.locator('h1').count(), 1, `${label}: expected exactly one h1`);
  assert.equal(await scrollsSideways(page), false, `${label}: scrolls sideways at 360 px`);
  assert.deepEqual(problems, [], `${label}: browser errors`);
  const violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], `${label}: accessibility violations`);
}

const shotName = (route: string) => route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
const allowedRole = (route: WebRoute) => route.roles?.[0];

describe('every spec route on a 360 px phone', () => {
  for (const route of WEB_ROUTES) {
    const url = routeExample(route);
    const role = allowedRole(route);

    it(`${url}${role ? ` (as ${role})` : ''} renders accessibly`, async () => {
      const { page, problems } = await visit(url, role ? { role } : undefined);
      await page.screenshot({ path: path.join(artifactsDir, `${shotName(url)}.png`), fullPage: true });
      await checkPage(page, problems, url);
      await page.close();
    });

    if (role) {
      it(`${url} sends a signed-out visitor to /login`, async () => {
        const { page } = await visit(url);
        assert.equal(new URL(page.url()).pathname, '/login');
        await page.close();
      });
    }
  }
});

// Translations are longer or shorter than English: every public page, in one of the other four languages in turn
// (each language gets a quarter of the pages; the catalogues' label-in-name pairs are checked for all of them in
// apps/web/src/lib/label-in-name.test.ts), still fits a phone, says its language, and passes axe.
describe('every public route in another language', () => {
  const languages = ['ha', 'yo', 'ig', 'pcm'];
  const publicRoutes = WEB_ROUTES.filter((candidate) => !candidate.roles);
  publicRoutes.forEach((route, index) => {
    const url = routeExample(route);
    const language = languages[index % languages.length] as string;
    it(`${url} in ${language} renders accessibly at 360 px`, async () => {
      const { page, problems } = await visit(url, undefined, language);
      await page.waitForFunction((code) => document.documentElement.lang === code, language);
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 });
      await checkPage(page, problems, `${language} ${url}`);
      await page.close();
    });
  });
});

describe('what is not a route', () => {
  it('an unknown page shows the not-found page', async () => {
    const { page, problems } = await visit('/no-such-page');
    assert.match((await page.locator('h1').textContent()) ?? '', /not found|can.t find/i);
    await checkPage(page, problems, '/no-such-page');
    await page.close();
  });

  it('a missing asset is a 404, not the app', async () => {
    const res = await fetch(`${platform.baseUrl}/assets/nope.js`);
    assert.equal(res.status, 404);
  });

  it('the API stays JSON', async () => {
    const health = await fetch(`${platform.baseUrl}/api/health`);
    assert.equal(health.status, 200);
    const missing = await fetch(`${platform.baseUrl}/api/nope`);
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { data: { code: string } }).data.code, 'NOT_FOUND');
  });
});
