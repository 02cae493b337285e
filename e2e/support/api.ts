import assert from 'node:assert/strict';

/** Calls a running platform's API as a client does (token as sent by the web app); fails on an error answer. */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  route: string,
  token?: string | null,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(response.ok, `${method} ${route} answered ${response.status}: ${await response.clone().text()}`);
  return (await response.json()) as T;
}
