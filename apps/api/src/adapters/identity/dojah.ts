import { compareWithRecord } from './match';
import {
  assertValidQuery,
  type IdentityLogger,
  type IdentityProvider,
  type IdentityQuery,
  type IdentityResult,
  silentIdentityLogger,
} from './types';

/**
 * Dojah (https://dojah.io), a Nigerian KYC provider, through its public HTTP API. Followed:
 * - https://docs.dojah.io/docs/technical-reference/authentication — base URLs: https://api.dojah.io
 *   (production), https://sandbox.dojah.io (Dojah's own sandbox).
 * - "Lookup NIN" (docs.dojah.io, Nigeria → Lookup): GET {baseUrl}/api/v1/kyc/nin?nin=…, headers
 *   `AppId` and `Authorization: <secret key>` ("Use <key> not Bearer <key>"); 200 →
 *   { entity: { first_name, last_name, middle_name, date_of_birth: 'YYYY-MM-DD', … } }.
 * - "Lookup BVN" → "BVN Basic" (https://docs.dojah.io/docs/nigeria/lookup-bvn):
 *   GET {baseUrl}/api/v1/kyc/bvn/full?bvn=…, same headers; 200 →
 *   { entity: { bvn, first_name, last_name, middle_name, date_of_birth: 'YYYY-MM-DD', … } }.
 * - https://docs.dojah.io/overview/response-codes — 400 bad request, 401 unauthorized, 402 balance
 *   too low, 404 "records/parameters not found", 408/504 timeout, 424 third-party (NIMC/NIBSS)
 *   failure, 429 rate limit, 5xx server error. Error bodies look like { "error": "…" }.
 * Dojah's generated SDK (dojah-inc/dojah-sdks) names some NIN fields `surname` and `birth_date`;
 * both spellings are read. We look the record up and compare names here rather than sending names to
 * Dojah, so NIN and BVN follow one rule (accents, order) and no name leaves for a mismatch check.
 */

export const DOJAH_DEFAULT_BASE_URL = 'https://api.dojah.io';
export const DOJAH_TIMEOUT_MS = 10_000;

export interface DojahOptions {
  baseUrl?: string;
  appId: string;
  secretKey: string;
  logger?: IdentityLogger;
  /** 10 s unless a test shortens it. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PATHS = {
  NIN: { path: '/api/v1/kyc/nin', param: 'nin' },
  BVN: { path: '/api/v1/kyc/bvn/full', param: 'bvn' },
} as const;

export function createDojahProvider(options: DojahOptions): IdentityProvider {
  const baseUrl = (options.baseUrl ?? DOJAH_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const logger = options.logger ?? silentIdentityLogger;
  const timeoutMs = options.timeoutMs ?? DOJAH_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  if (!options.appId || !options.secretKey) {
    throw new Error('Dojah needs IDENTITY_APP_ID and IDENTITY_SECRET_KEY');
  }
  const unavailable: IdentityResult = { outcome: 'unavailable', retryable: true };

  return {
    name: 'dojah',
    async verify(query: IdentityQuery): Promise<IdentityResult> {
      assertValidQuery(query);
      const { path, param } = PATHS[query.type];
      // What goes in a log line: never the number, the names or the URL (its query holds the number).
      const about = { provider: 'dojah', type: query.type, path };
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}?${new URLSearchParams({ [param]: query.number })}`, {
          method: 'GET',
          headers: { AppId: options.appId, Authorization: options.secretKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        logger.warn(
          { ...about, reason: timedOut ? 'timeout' : 'network', timeoutMs, cause: errorCode(error) },
          timedOut ? 'identity provider did not answer in time' : 'identity provider could not be reached',
        );
        return unavailable;
      }

      const status = response.status;
      if (status === 200) {
        const body = await readJson(response);
        const entity = isObject(body) && isObject(body.entity) ? body.entity : undefined;
        const firstName = text(entity?.first_name);
        const lastName = text(entity?.last_name) ?? text(entity?.surname);
        if (!entity || !firstName || !lastName) {
          logger.warn({ ...about, status, reason: 'unexpected_answer' }, 'identity provider answered without a name');
          return unavailable;
        }
        return compareWithRecord(
          query,
          { firstName, lastName, dateOfBirth: entity.date_of_birth ?? entity.birth_date },
          'dojah',
        );
      }
      await response.body?.cancel().catch(() => {});
      if (status === 400 || status === 404) return { outcome: 'not_found' };
      if (status === 401 || status === 402 || status === 403) {
        logger.error(
          { ...about, status, reason: 'configuration' },
          status === 402
            ? 'Dojah refused the lookup: the account balance is too low (top it up on the Dojah dashboard)'
            : 'Dojah refused the credentials: check IDENTITY_APP_ID, IDENTITY_SECRET_KEY and IDENTITY_BASE_URL',
        );
        return unavailable;
      }
      logger.warn(
        { ...about, status, reason: status === 429 ? 'rate_limited' : 'provider_error' },
        'identity provider could not answer',
      );
      return unavailable;
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A short, number-free description of a fetch failure (e.g. ECONNREFUSED). */
function errorCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown';
}
