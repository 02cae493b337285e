import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import { afterEach, vi } from 'vitest';

/*
 * The page tests' set-up, once: the server's JSON answer to a stubbed fetch, a signed-in member in the browser's
 * storage, and the clean-up after each test.
 */

/** The id the page tests give their rows (the pages only carry it into links and requests). */
export const ID = '6a1f3c1e-7d8a-4a43-9d6e-2a4b8d1c9e01';

/** fetch answered by `answer` from the request, until the clean-up; returns the mock, to read its calls. */
export function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A request as the page sent it: its method, address and JSON body. */
export interface SentRequest {
  method?: string;
  url: string;
  body: unknown;
}

/** fetch answering every request with `data` as the API does (`status`), and the list of what was sent, in order. */
export function recordRequests(data: unknown, status = 200): SentRequest[] {
  const sent: SentRequest[] = [];
  stubFetch((url, init) => {
    sent.push({ method: init.method, url, body: init.body ? JSON.parse(String(init.body)) : null });
    return respond({ message: 'ok', data }, status);
  });
  return sent;
}

/** fetch answered by `answer`, and the JSON bodies of the requests it answered, in order. */
export function recordBodies(answer: (url: string, init: RequestInit) => Response | Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  stubFetch(async (url, init) => {
    const response = await answer(url, init);
    if (init.body) bodies.push(JSON.parse(String(init.body)));
    return response;
  });
  return bodies;
}

/** fetch taking only PUTs, answered with `data` (anything else fails as offline), and the bodies put, in order. */
export function recordPuts(data: unknown): unknown[] {
  return recordBodies((_url, init) => {
    if (init.method !== 'PUT') throw new TypeError('offline');
    return respond({ message: 'ok', data });
  });
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
