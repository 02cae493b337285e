import assert from 'node:assert/strict';
import { type BrowserContext, expect, type Page, type ViewportSize } from '@playwright/test';
import { useSession } from './accounts';
import { apiCall } from './api';
import { accessibilityViolations, openBrowser, openPage, scrollsSideways } from './browser';
import { test } from './fixtures';
import type { RunningPlatform } from './platform';

/** What a journey file's tests share: set in the file's beforeAll, so read it inside tests and hooks only. */
export interface Journey {
  /** The worker's platform. */
  platform: RunningPlatform;
  /** One browser context for the whole file: its pages share their storage, as a person's tabs do. */
  context: BrowserContext;
  /** Calls the platform's API as the web app does (support/api.ts). */
  api<T>(method: string, route: string, token?: string | null, body?: object): Promise<T>;
  /** Opens a route of the platform and waits for what the page shows (support/browser.ts, openPage). */
  open(page: Page, route: string): Promise<void>;
  /** A new page of the context signed in with `token` as `userType`, or with `null` a visitor's (storage cleared). */
  pageAs(token: string | null, userType?: string): Promise<Page>;
}

/**
 * Sets a journey file up: before its first test, the worker's platform and a browser context (a phone unless told
 * otherwise); after its last, the context closed. Every journey file had this set-up of its own before.
 */
export function useJourney(viewport?: ViewportSize): Journey {
  let close: (() => Promise<void>) | undefined;
  const journey: Journey = {
    platform: undefined as unknown as RunningPlatform,
    context: undefined as unknown as BrowserContext,
    api: (method, route, token, body) => apiCall(journey.platform.baseUrl, method, route, token, body),
    open: (page, route) => openPage(page, `${journey.platform.baseUrl}${route}`),
    pageAs: async (token, userType = 'user') => {
      const page = await journey.context.newPage();
      await useSession(page, journey.platform.baseUrl, token, userType);
      return page;
    },
  };
  test.beforeAll(async ({ platform, browser }) => {
    journey.platform = platform;
    const opened = await openBrowser(browser, viewport);
    journey.context = opened.context;
    close = opened.close;
  });
  test.afterAll(async () => {
    await close?.();
  });
  return journey;
}

/**
 * A journey's screen: it fits the phone's width, axe finds no violation, and it has one h1 — unless a dialog is open,
 * which hides the page behind it, its h1 included, from assistive technology.
 */
export async function checkScreen(page: Page, { dialogOpen = false } = {}): Promise<void> {
  assert.equal(await scrollsSideways(page), false);
  assert.deepEqual(await accessibilityViolations(page), []);
  if (!dialogOpen) await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}
