import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { afterEach, vi } from 'vitest';

/*
 * The page tests' set-up, once: the server's JSON answer to a stubbed fetch, a signed-in member in the browser's
 * storage, and the clean-up after each test.
 */

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
