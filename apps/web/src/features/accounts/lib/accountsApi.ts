import type {
  AdminLoginRequest,
  AuthResult,
  AuthUser,
  BusinessRegisterRequest,
  CreatePasswordRequest,
  CreativeRegisterRequest,
  LoginRequest,
  OtpRequest,
  PartnerRegisterRequest,
  PartnerSetPasswordRequest,
  ResetFinalRequest,
} from '@creative-ng/shared/accounts/schemas';
import { ROLES, type Role } from '@creative-ng/shared/reference/options';
import { sendAccountLanguage } from '../../../lib/accountLanguage';
import { type ApiEnvelope, apiFetch } from '../../../lib/api';
import { type SessionProfile, writeSession, writeSignUpToken } from '../../../lib/session';
import { ACCOUNT_API_BASE, type LoginType, roleOf } from './loginType';

/*
 * The accounts calls of the API contract (base /api/prop/...), each typed by the shared request schema's input
 * and response types, so what the web sends is checked against what the API parses. None of them treats a 401
 * as "session over": here a 401 means a wrong password or code, and the form says so.
 */

export type { AuthResult, AuthUser };

const NO_REDIRECT = { redirectOn401: false } as const;

function post<T>(path: string, json: object) {
  return apiFetch<T>(path, { method: 'POST', json, ...NO_REDIRECT });
}

function put<T>(path: string, json: object) {
  return apiFetch<T>(path, { method: 'PUT', json, ...NO_REDIRECT });
}

export function login(type: LoginType, body: LoginRequest) {
  return post<AuthResult>(`${ACCOUNT_API_BASE[type]}/login`, body);
}

/** Admin sign-in. The token comes at the top level of the body. */
export async function adminLogin(body: AdminLoginRequest) {
  const envelope = await post<{ user?: AuthUser; token?: string } | null>('/api/prop/admin-auth/login', body);
  const top = (envelope as ApiEnvelope<unknown> & { token?: unknown }).token;
  return {
    message: envelope.message,
    token: typeof top === 'string' && top ? top : null,
    user: envelope.data?.user ?? null,
  };
}

export function registerCreative(body: CreativeRegisterRequest) {
  return post<AuthResult>(`${ACCOUNT_API_BASE.user}/register`, body);
}

export function registerBusiness(body: BusinessRegisterRequest) {
  return post<AuthResult>(ACCOUNT_API_BASE.business, body);
}

export function registerPartner(body: PartnerRegisterRequest) {
  return post<{ user: AuthUser }>(ACCOUNT_API_BASE.partner, body);
}

/** Checks an emailed code. Creatives and businesses get a token back; partners only a message. */
export function verifyOtp(type: LoginType, body: OtpRequest) {
  return post<Partial<AuthResult> | null>(`${ACCOUNT_API_BASE[type]}/otp`, body);
}

export function resendOtp(type: LoginType, email: string) {
  return post<null>(`${ACCOUNT_API_BASE[type]}/otp/resend`, { email });
}

/** /cpassword and /bpassword: the stored sign-up token says whose password it is. */
export function createPassword(type: 'user' | 'business', body: CreatePasswordRequest) {
  return post<Partial<AuthResult> | null>(`${ACCOUNT_API_BASE[type]}/password`, body);
}

/** /setpartnerpassword: verifies the email with its code and sets the password. */
export function partnerSetPassword(body: PartnerSetPasswordRequest) {
  return post<Partial<AuthResult> | null>(`${ACCOUNT_API_BASE.partner}/password`, body);
}

export function resetInit(type: LoginType, email: string) {
  return put<null>(`${ACCOUNT_API_BASE[type]}/reset_ini`, { email });
}

export function resetFinal(type: LoginType, body: ResetFinalRequest) {
  return put<null>(`${ACCOUNT_API_BASE[type]}/reset_final`, body);
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Stores a successful sign-in under the spec's keys: token, authenticated, userType, loginType, user object;
 * then tells the account this device's language (best effort), for its emails.
 */
export function storeSignIn(result: AuthResult, loginType: LoginType): void {
  writeSession({
    accessToken: result.token,
    userType: isRole(result.user?.role) ? result.user.role : roleOf(loginType),
    loginType,
    profile: (result.user ?? null) as SessionProfile | null,
  });
  sendAccountLanguage();
}

/** Keeps a sign-up step's token for the next step (not a sign-in). */
export function storeSignUpToken(token: string | undefined | null, role: Role): void {
  if (token) writeSignUpToken(token, role);
}
