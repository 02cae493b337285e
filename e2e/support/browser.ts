import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 360, height: 740 };

/**
 * A fresh browser context (its own storage, like a fresh profile) in the worker's Chromium, sized as a small Android
 * phone unless told otherwise, with reduced motion as playwright.config.ts asks for the tests' own pages: toasts and
 * transitions are in place at once, so nothing waits for an animation. `serviceWorkers: 'block'` for checks of pages
 * that never read what the service worker does (offline.test.ts checks it): installed, it would take every later
 * page of the context through itself and keep a copy of each.
 */
export async function openBrowser(
  browser: Browser,
  viewport = PHONE,
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers });
  return { context, close: () => context.close() };
}

/**
 * Waits until toasts are shown, so checks see the page as a person does. With reduced motion (sonner honours
 * prefers-reduced-motion) a mounted toast is fully shown at once: no sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]:not([data-mounted="true"])').first().waitFor({ state: 'detached' });
}

/** What shows that part of a page is still loading: a busy region, a spinner, a skeleton. */
const LOADING = '[aria-busy="true"], [class*="animate-spin"], [class*="animate-pulse"], [data-loading="true"]';

/**
 * Waits for the page's h1 and for everything loading on it (busy regions, spinners, skeletons) to finish. Each wait
 * is a locator's, which looks again at growing intervals: a function polled on every animation frame made the
 * browser draw frames for as long as a page loaded, only to be asked the question again.
 */
export async function loaded(page: Page, heading = 'h1'): Promise<void> {
  // A server-rendered page shows its h1 before the app has taken it: a click then does nothing (the app marks #root).
  await page.locator('#root[data-app]').waitFor({ state: 'attached' });
  await page.locator(heading).first().waitFor({ state: 'visible' });
  await page.locator(LOADING).first().waitFor({ state: 'detached' });
}

/** Opens an address of the platform as a person does, and waits for what the page shows (see loaded). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await loaded(page);
}

/** Sends a form empty with its `submit` button, and waits for it to ask for every field. */
export async function sendEmpty(form: Locator, submit: string): Promise<void> {
  await form.getByRole('button', { name: submit }).click();
  await form.getByText('All fields are required').first().waitFor();
}

/** What fillForm puts in a field: words typed, or a select's option (by value, label or place). */
export type FieldValue = string | { option: string | { label: string } | { index: number } };

/** Fills the fields of a page or dialog found by their labels, in the order given, as a person would. */
export async function fillForm(within: Page | Locator, fields: Record<string, FieldValue>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = within.getByLabel(label);
    if (typeof value === 'string') await field.fill(value);
    else await field.selectOption(value.option);
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  id: string;
  /** The rule, its impact and help, and the first three elements it found. */
  line: string;
}

/**
 * The axe-core that @axe-core/playwright runs, in its minified build (580 KB instead of the 1.3 MB of `axe.source`,
 * the same version and rules): read once per worker, put in a page once per page.
 */
const AXE_MIN_SOURCE = (() => {
  const require = createRequire(import.meta.url);
  const builder = path.dirname(require.resolve('@axe-core/playwright'));
  return fs.readFileSync(require.resolve('axe-core/axe.min.js', { paths: [builder] }), 'utf8');
})();

type AxeWindow = { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe in a page without frames, as AxeBuilder's legacy mode runs it (axe.run in the page, the whole document), but
 * with axe put in the page once: AxeBuilder evaluates axe's source twice per scan (once to look for runPartial,
 * once per frame), and again for every scan of the same page.
 */
async function scanInPlace(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_MIN_SOURCE);
  return page.evaluate((runOptions) => (window as unknown as AxeWindow).axe.run(document, runOptions), options);
}

/**
 * One axe scan of the page: its WCAG 2.2 A/AA rules, and `alsoRules` (rules outside those tags) in the same run.
 * A page without frames is scanned in place (axe.run): AxeBuilder's default sends the results to a blank page of its
 * own to combine them, a new tab and a second copy of axe for every scan, which only matters when frames have results
 * of their own (the funding form's frame), so those pages still get it.
 */
export async function axeScan(page: Page, alsoRules: readonly string[] = []): Promise<Violation[]> {
  // Toasts fade in: scan them once they are fully shown, not half-transparent mid-animation.
  await settled(page);
  // Whether a fixed control (the floating buttons, the top bar) overlaps a target depends on where the page was
  // last scrolled by the test's clicks; scan from the top so the result does not depend on that.
  await page.evaluate(() => window.scrollTo(0, 0));
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])),
    // Only violations are read: axe then keeps one node of each passed or incomplete rule instead of making a
    // selector for every node it checked, a sixth of a scan's CPU on the public pages.
    resultTypes: ['violations'],
  };
  const results =
    page.frames().length === 1
      ? await scanInPlace(page, options)
      : await new AxeBuilder({ page }).options(options).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    line: `${v.id} (${v.impact}): ${v.help} — ${v.nodes
      .map((n) => n.target.join(' '))
      .slice(0, 3)
      .join(', ')}`,
  }));
}

/** axe's WCAG 2.2 A/AA rules; returns a readable line per violation. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  return (await axeScan(page)).map((v) => v.line);
}

/**
 * False when the page fits the viewport's width; otherwise a description of the elements that stick out
 * (sideways scrolling on a phone), for the assertion message.
 */
export async function scrollsSideways(page: Page): Promise<false | string> {
  await settled(page);
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return false;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).slice(0, 60)}`);
    return `page is ${root.scrollWidth}px wide: ${wide.join(' | ')}`;
  });
}

export const artifactsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../artifacts');

/** Fails the test when the page has an axe violation or scrolls sideways; `where` names the page in the message. */
export async function checkPage(page: Page, where: string): Promise<void> {
  assert.deepEqual(await accessibilityViolations(page), [], `axe on ${where}`);
  assert.equal(await scrollsSideways(page), false, `sideways scroll on ${where}`);
}
