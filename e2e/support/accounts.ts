import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { SESSION_STORAGE_KEYS } from '@creative-ng/shared/auth/session';
import type { Page } from 'playwright-core';
import { apiCall } from './api';
import { latestCode } from './outbox';
import { type RunningPlatform, repoRoot } from './platform';

/** Creates a verified creative through the API (as the sign-up screens do) and returns its session. */
export async function verifiedCreative(
  baseUrl: string,
  email: string,
  password = 'Secret#2025',
  name = { first: 'Amaka', last: 'Eze' },
) {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: { token: string; user: { id: string } } }>);
  const created = await post('/api/prop/creative/register', {
    first_name: name.first,
    last_name: name.last,
    email,
    password,
    terms_accepted: true,
  });
  const verified = await post('/api/prop/creative/otp', { otp: await latestCode(baseUrl, email) }, created.data.token);
  return { token: verified.data.token, id: verified.data.user.id, email, password };
}

/** Signs up a business through the API (the four steps: details, emailed code, password) and signs it in. */
export async function verifiedBusiness(
  baseUrl: string,
  business: { email: string; password: string; tradeName: string },
): Promise<{ token: string; id: string }> {
  const created = await apiCall<{ data: { token: string } }>(baseUrl, 'POST', '/api/prop/business', null, {
    trade_name: business.tradeName,
    sector: 'Fashion Design',
    area: 'Fashion Designer',
    state: 'Lagos',
    lga: 'ikeja',
    email: business.email,
    phone_number: '0803 123 4567',
    need_training: false,
    need_funding: false,
    need_tools: false,
    need_market_access: true,
    detail_market_access: 'Sell online',
    terms_accepted: true,
  });
  const verified = await apiCall<{ data: { token: string } }>(
    baseUrl,
    'POST',
    '/api/prop/business/otp',
    created.data.token,
    { otp: await latestCode(baseUrl, business.email) },
  );
  await apiCall(baseUrl, 'POST', '/api/prop/business/password', verified.data.token, {
    password: business.password,
    confirm_password: business.password,
  });
  const login = await apiCall<{ data: { token: string; user: { id: string } } }>(
    baseUrl,
    'POST',
    '/api/prop/business/login',
    null,
    { email: business.email, password: business.password },
  );
  return { token: login.data.token, id: login.data.user.id };
}

/**
 * Puts a session in the browser's storage under the spec's keys (`token` null: a visitor's, storage cleared). The
 * storage is reached from a light page of the platform's origin (its health answer), not from the app's home page:
 * loading the whole app only to reach localStorage was a full app load per signed-in page (decision 0101 did the
 * same for routes.test.ts). The app's marker cookies for the server (decision 0104: someone is signed in here;
 * low-data mode) are left as the app leaves them when the page is left, so the next page is the one that device gets.
 */
export async function useSession(page: Page, baseUrl: string, token: string | null, userType = 'user') {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ({ keys, token: t, userType: u }) => {
      localStorage.clear();
      // biome-ignore lint/suspicious/noDocumentCookie: the app's own marker, as main.tsx writes it
      document.cookie = 'cng_data_saver=; max-age=0; path=/; SameSite=Lax';
      // biome-ignore lint/suspicious/noDocumentCookie: the app's own marker, as main.tsx writes it
      document.cookie = `cng_member=${t ? '1; max-age=31536000' : '; max-age=0'}; path=/; SameSite=Lax`;
      if (!t) return;
      localStorage.setItem(keys.accessToken, t);
      localStorage.setItem(keys.authenticated, 'true');
      localStorage.setItem(keys.userType, u);
      localStorage.setItem(keys.loginType, u === 'admin' ? 'user' : u);
    },
    { keys: SESSION_STORAGE_KEYS, token, userType },
  );
}

/** Signs in the seeded demo admin (startSeededPlatform) through the API and returns its token. */
export async function demoAdminToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/prop/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.example', password: 'Admin#2025' }),
  });
  const token = ((await login.json()) as { token?: string }).token;
  if (!token) throw new Error(`the demo admin could not sign in (${login.status})`);
  return token;
}

/** What a test names of a partner organisation; its contact person's address is made from `email` when left out. */
export interface PartnerDetails {
  name: string;
  email: string;
  password: string;
  goals: string;
  contactEmail?: string;
}

/** Signs up a partner organisation (its password chosen there) and verifies the email with the code; its session (not yet approved). */
export async function registeredPartner(baseUrl: string, partner: PartnerDetails) {
  await apiCall(baseUrl, 'POST', '/api/prop/partner-reg', null, {
    name: partner.name,
    email: partner.email,
    website: '',
    industry: 'private',
    user_name: 'Bola Ade',
    user_email: partner.contactEmail ?? `contact.${partner.email}`,
    user_phone_number: '08031234567',
    partner_type: 'sponsor',
    goals: partner.goals,
    outcome: 'Grants and mentoring.',
    password: partner.password,
    terms_accepted: true,
  });
  const set = await apiCall<{ data: { token: string; user: { id: string } } }>(
    baseUrl,
    'POST',
    '/api/prop/partner-reg/otp',
    null,
    { email: partner.email, otp: await latestCode(baseUrl, partner.email) },
  );
  return { token: set.data.token, id: set.data.user.id };
}

/** A partner organisation signed up as registeredPartner does, then approved by the platform's admin; its session. */
export async function approvedPartner(platform: RunningPlatform, partner: PartnerDetails) {
  const registered = await registeredPartner(platform.baseUrl, partner);
  const admin = await platformAdmin(platform);
  await apiCall(platform.baseUrl, 'PATCH', `/api/prop/admin-partner/${registered.id}/approve`, admin, {});
  return registered;
}

/** Creates an admin with `npm run admin:create` on the platform's data, as an operator does; its session token. */
export async function createdAdmin(platform: RunningPlatform, email: string, password = 'Admin#2025') {
  const created = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', email, '--password', password],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: platform.dataDir },
      encoding: 'utf8',
    },
  );
  assert.equal(created.status, 0, created.stderr);
  const login = await apiCall<{ token: string }>(platform.baseUrl, 'POST', '/api/prop/admin-auth/login', null, {
    email,
    password,
  });
  return login.token;
}

const platformAdmins = new Map<string, Promise<string>>();

/**
 * An admin's session on the worker's platform, created once with `npm run admin:create` (createdAdmin) and shared by
 * the files that worker runs on it: they only need some admin, and each `npm run` is a process tree of its own
 * (npm, tsx, the platform's modules) that cost more CPU than the rest of a file's set-up.
 */
export function platformAdmin(platform: RunningPlatform): Promise<string> {
  let admin = platformAdmins.get(platform.dataDir);
  if (!admin) {
    admin = createdAdmin(platform, `chief.${uniqueStamp()}@example.ng`);
    admin.catch(() => platformAdmins.delete(platform.dataDir));
    platformAdmins.set(platform.dataDir, admin);
  }
  return admin;
}

/**
 * A number for the names and addresses a test file makes, different for every file: the files a worker runs share its
 * platform, so two files loaded in the same millisecond must not make the same account.
 */
export function uniqueStamp(): number {
  return Date.now() * 100 + Math.floor(Math.random() * 100);
}
