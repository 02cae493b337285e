import assert from 'node:assert/strict';
import { solidPng } from './png';

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

/** Uploads a plain PNG as `token`'s picture (POST /api/prop/upload, as the app's older screens do); its address. */
export async function uploadedPng(
  baseUrl: string,
  token: string,
  [width, height]: [number, number],
  colour: [number, number, number],
  purpose?: string,
): Promise<string> {
  const file = solidPng(width, height, colour).toString('base64');
  const body = { type: 'png', file, ...(purpose ? { purpose } : {}) };
  return (await apiCall<{ results: string }>(baseUrl, 'POST', '/api/prop/upload', token, body)).results;
}

/**
 * An opportunity `token`'s partner publishes through the API: next year's March, applications until February,
 * full-time, with its pictures; its id.
 */
export async function publishedOpportunity(
  baseUrl: string,
  token: string,
  item: { title: string; description: string; images: string[] },
): Promise<string> {
  const nextYear = new Date().getFullYear() + 1;
  const body = {
    ...item,
    link: 'https://example.org/residency',
    date: `${nextYear}-03-01`,
    time: '10:00',
    deadline: `${nextYear}-02-01`,
    timing: 'full-time',
  };
  return (await apiCall<{ data: { id: string } }>(baseUrl, 'POST', '/api/prop/opportunity', token, body)).data.id;
}
