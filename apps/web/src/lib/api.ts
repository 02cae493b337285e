import type { ClientConfig, ReferenceData, ReferenceNames } from '@creative-ng/shared';
import { AUTH_HEADER } from '@creative-ng/shared/auth/session';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from './i18n';
import { chosenLanguage, currentT, messageText } from './language';
import { clearSession, getAccessToken, noteSessionEnd, type SessionEndReason } from './session';

/*
 * The one way the web app talks to apps/api (same origin, relative /api/... paths).
 * Success bodies are { message, messageCode?, params?, data }; errors are
 * { message, data: { message, code, messageCode, params, fields?, fieldCodes? } } (decision 0029). An error's
 * words are its message code's in the shared catalogue, in the chosen language; the server's words only stand in
 * for a code the web does not know (yet).
 */

export interface ApiEnvelope<T> {
  message: string;
  data: T;
}

export type FieldErrors = Readonly<Record<string, string>>;

/** A message by code: a key of the shared catalogue and the values of its placeholders. */
export interface MessageByCode {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Each field's words, in the chosen language. */
  readonly fields: FieldErrors;
  /** The message by code, when the server gave one. */
  readonly messageCode: MessageByCode | null;
  /** Each field's message by code. */
  readonly fieldCodes: Readonly<Record<string, MessageByCode>>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: FieldErrors = {},
    codes: { message?: MessageByCode | null; fields?: Readonly<Record<string, MessageByCode>> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.messageCode = codes.message ?? null;
    this.fieldCodes = codes.fields ?? {};
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Any other body (FormData for uploads, ...). */
  body?: BodyInit | null;
  /**
   * false: a 401 is only thrown, not treated as "session over" (no storage clearing, no move to /login).
   * For calls where 401 means "wrong email or password" or "that code is no good", which the form itself shows.
   */
  redirectOn401?: boolean;
}

type UnauthorizedHandler = () => void;

/** How a request reaches the API: the browser's fetch; the server renderer sends it in-process (src/ssr). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** For the server renderer only: every call of apiFetch goes through `send` instead of fetch. */
export function setApiTransport(send: ApiTransport): void {
  transport = send;
}

let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app registers the router's navigate here so a 401 moves to /login without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * A 401 anywhere clears the stored session and returns to /login; when the account was suspended, the sign-in page
 * says so (the reason is noted for it first: the guarded page may reach /login before this navigation does).
 */
export function endSessionOn401(reason: SessionEndReason = 'ended'): void {
  noteSessionEnd(reason);
  clearSession();
  onUnauthorized();
}

/** The API's 401 for a token of a suspended account carries the 'account.blacklisted' message (decision 0055). */
export function sessionEndReason(body: unknown): SessionEndReason {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  return data?.messageCode === 'account.blacklisted' ? 'blocked' : 'ended';
}

const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'RULE_BROKEN',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

/**
 * The message a person reads for an error code when the server gave none: the shared catalogue's `error.<code>`,
 * else the web's own (`apiErrors.NETWORK`, `BAD_RESPONSE`: no server words them), else 'Something went wrong'.
 */
export function defaultErrorMessage(code: string): string {
  const shared = messageText(`error.${code}`);
  if (shared !== `error.${code}`) return shared;
  const key = `apiErrors.${code}` as MessageKey;
  const text = currentT(key);
  return text === key ? currentT('apiErrors.INTERNAL') : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function byCode(code: unknown, params: unknown): MessageByCode | null {
  if (typeof code !== 'string' || code === '') return null;
  const values: Record<string, string | number> = {};
  if (isRecord(params)) {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
  }
  return { code, params: values };
}

/** A message's words in the chosen language by its code; the server's words for a code the web does not know. */
function wordsOf(message: MessageByCode | null, serverWords: string): string {
  // zod's own words for a check without a message of ours are more precise than the code's.
  if (!message || (message.code === 'api.invalidValue' && serverWords)) return serverWords;
  const words = messageText(message.code, message.params);
  return words === message.code ? serverWords || words : words;
}

/** Builds the ApiError for a failed response body (by the envelope's message codes; its words stand in). */
export function errorFromBody(status: number, body: unknown): ApiError {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const code = typeof data?.code === 'string' ? data.code : codeForStatus(status);
  const serverWords =
    (typeof data?.message === 'string' && data.message) ||
    (isRecord(body) && typeof body.message === 'string' && body.message) ||
    '';
  const messageCode = byCode(data?.messageCode, data?.params);
  const message = wordsOf(messageCode, serverWords) || defaultErrorMessage(code);
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, MessageByCode> = {};
  const sentCodes = data && isRecord(data.fieldCodes) ? data.fieldCodes : {};
  if (data && isRecord(data.fields)) {
    for (const [name, text] of Object.entries(data.fields)) {
      if (typeof text !== 'string') continue;
      const sent = sentCodes[name];
      const fieldCode = isRecord(sent) ? byCode(sent.code, sent.params) : null;
      if (fieldCode) fieldCodes[name] = fieldCode;
      fields[name] = wordsOf(fieldCode, text);
    }
  }
  return new ApiError(status, code, message, fields, { message: messageCode, fields: fieldCodes });
}

/**
 * The request headers: JSON accepted, the stored token raw in `authorization` (no "Bearer"), JSON body type,
 * and the language chosen on this device in `accept-language`, so the server answers in it.
 */
export function requestHeaders(
  init: Pick<ApiRequestInit, 'headers' | 'json'>,
  token: string | null,
  language: string = chosenLanguage(),
): Headers {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (!headers.has('accept-language')) headers.set('accept-language', language);
  if (token && !headers.has(AUTH_HEADER)) headers.set(AUTH_HEADER, token);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return headers;
}

/** Calls the API. Resolves with the success envelope; rejects with ApiError. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<ApiEnvelope<T>> {
  const { json, headers: extraHeaders, body: rawBody, redirectOn401 = true, ...rest } = init;
  const headers = requestHeaders({ headers: extraHeaders, json }, getAccessToken());
  const body = json !== undefined ? JSON.stringify(json) : rawBody;

  let response: Response;
  try {
    response = await transport(path, { ...rest, headers, body, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', currentT('apiErrors.NETWORK'));
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  let parsed: unknown = null;
  if (isJson) {
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
  }

  if (response.status === 401) {
    if (redirectOn401) endSessionOn401(sessionEndReason(parsed));
    throw errorFromBody(401, parsed);
  }
  if (!response.ok) throw errorFromBody(response.status, parsed);
  if (!isJson || !isRecord(parsed))
    throw new ApiError(response.status, 'BAD_RESPONSE', currentT('apiErrors.BAD_RESPONSE'));
  return parsed as unknown as ApiEnvelope<T>;
}

// --- Shared queries -------------------------------------------------------------------------------

export type { ClientConfig };

export const queryKeys = {
  reference: ['reference'] as const,
  referenceNames: ['reference', 'names'] as const,
  config: ['config'] as const,
};

/** A GET whose answer does not change during a visit (the reference data, the configuration): fetched once, kept. */
function useVisitConstant<T>(queryKey: readonly string[], path: string, retry?: number) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await apiFetch<T>(path, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    ...(retry === undefined ? {} : { retry }),
  });
}

/** States, LGAs, sectors, option lists and constants (GET /api/reference). Loaded once per visit. */
export function useReference() {
  return useVisitConstant<ReferenceData>(queryKeys.reference, '/api/reference');
}

/**
 * The names of the states and sector groups and the count of LGAs (GET /api/reference/names): what a public page
 * shows or filters by. A server-rendered page carries its queries in its HTML, so such a page asks for these, not
 * the whole reference.
 */
export function useReferenceNames() {
  return useVisitConstant<ReferenceNames>(queryKeys.referenceNames, '/api/reference/names');
}

/** The deployment's client configuration (chat number, identity provider name, funding links). */
export function useClientConfig() {
  return useVisitConstant<ClientConfig>(queryKeys.config, '/api/config', 1);
}
