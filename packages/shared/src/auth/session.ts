import type { LoginType, Role } from '../reference/options';

/**
 * Keys the browser keeps the session under (the same names the earlier front end used, so sessions carry over).
 * Kept word for word so other clients of the old contract keep working.
 */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'access_token',
  authenticated: 'authenticated',
  userType: 'userType',
  loginType: 'loginType',
  userInfo: 'userInfo',
  businessInfo: 'BusinessInfo',
  partnerInfo: 'PartnerInfo',
  adminInfo: 'adminInfo',
} as const;

/** Where each role's user object is kept in browser storage. */
export const PROFILE_KEY_BY_ROLE: Record<Role, string> = {
  user: SESSION_STORAGE_KEYS.userInfo,
  business: SESSION_STORAGE_KEYS.businessInfo,
  partner: SESSION_STORAGE_KEYS.partnerInfo,
  admin: SESSION_STORAGE_KEYS.adminInfo,
};

export const DEFAULT_LOGIN_TYPE: LoginType = 'user';

/** The header that carries the token: the raw value, or "Bearer <token>". */
export const AUTH_HEADER = 'authorization';

/** Pulls the token out of an authorization header value; undefined when there is none. */
export function tokenFromHeader(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^bearer$/i.test(trimmed)) return undefined;
  const bearer = /^bearer\s+(.+)$/i.exec(trimmed);
  const token = (bearer ? bearer[1] : trimmed)?.trim();
  return token ? token : undefined;
}
