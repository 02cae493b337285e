import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { afterEach, vi } from 'vitest';

/*
 * The page tests' set-up, once: the server's JSON answer to a stubbed fetch, a signed-in member in the browser's
 * storage, and the clean-up after each test.
 */

/** The id the page tests give their rows (the pages only carry it into links and requests). */
export const ID = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';

/** fetch answered by `answer` from the URL asked for, until the clean-up; returns the mock, to read its calls. */
export function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An answer as the API sends it: JSON with its content type. */
export function respond(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A member of `role` signed in on this device, as the app keeps the session. */
export function signIn(role: string): void {
  localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(SESSION_STORAGE_KEYS.authenticated, 'true');
  localStorage.setItem(SESSION_STORAGE_KEYS.userType, role);
}

/** After each test of the file: the stubbed fetch goes, and so does the session. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
