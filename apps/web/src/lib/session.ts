import {
  DEFAULT_LOGIN_TYPE,
  SESSION_STORAGE_KEYS as KEYS,
  PROFILE_KEY_BY_ROLE,
} from '@creative-ng/shared/auth/session';
import { LOGIN_TYPES, type LoginType, ROLES, type Role } from '@creative-ng/shared/reference/options';
import { useSyncExternalStore } from 'react';
import { clearAllDrafts } from './drafts';

/*
 * The browser session, kept in localStorage under the keys of packages/shared/src/auth/session.ts.
 * Nothing here touches storage at module top level, so route modules that import it stay safe to render
 * on the server.
 */

/** The user object of a login response, as stored (its fields are not fixed by the spec). */
export type SessionProfile = Record<string, unknown>;

export interface Session {
  accessToken: string | null;
  /** The stored text 'true'. */
  authenticated: boolean;
  userType: Role | null;
  loginType: LoginType;
  /** The signed-in actor's user object (userInfo, BusinessInfo, PartnerInfo or adminInfo). */
  profile: SessionProfile | null;
}

export interface SessionInput {
  accessToken: string;
  userType: Role;
  loginType?: LoginType;
  profile?: SessionProfile | null;
}

/** Fired on window when this tab changes the session (the storage event covers other tabs). */
export const SESSION_CHANGE_EVENT = 'creative-ng:session-change';

export const SIGNED_OUT: Session = Object.freeze({
  accessToken: null,
  authenticated: false,
  userType: null,
  loginType: DEFAULT_LOGIN_TYPE,
  profile: null,
}) as Session;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes and blocked cookies can make localStorage throw.
    return null;
  }
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function isLoginType(value: unknown): value is LoginType {
  return typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value);
}

function parseProfile(raw: string | null): SessionProfile | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SessionProfile) : null;
  } catch {
    return null;
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Reads the session from storage; a signed-out session when there is none or no storage at all. */
export function readSession(store: Storage | null = storage()): Session {
  if (!store) return SIGNED_OUT;
  const userTypeRaw = store.getItem(KEYS.userType);
  const userType = isRole(userTypeRaw) ? userTypeRaw : null;
  const loginTypeRaw = store.getItem(KEYS.loginType);
  return {
    accessToken: store.getItem(KEYS.accessToken) || null,
    authenticated: store.getItem(KEYS.authenticated) === 'true',
    userType,
    loginType: isLoginType(loginTypeRaw) ? loginTypeRaw : DEFAULT_LOGIN_TYPE,
    profile: userType ? parseProfile(store.getItem(PROFILE_KEY_BY_ROLE[userType])) : null,
  };
}

/** The stored access token, or null. */
export function getAccessToken(): string | null {
  return storage()?.getItem(KEYS.accessToken) || null;
}

/** Stores a signed-in session: token, authenticated 'true', userType, loginType and the actor's user object. */
export function writeSession(input: SessionInput): void {
  const store = storage();
  if (!store) return;
  store.setItem(KEYS.accessToken, input.accessToken);
  store.setItem(KEYS.authenticated, 'true');
  store.setItem(KEYS.userType, input.userType);
  store.setItem(KEYS.loginType, input.loginType ?? (isLoginType(input.userType) ? input.userType : DEFAULT_LOGIN_TYPE));
  if (input.profile) store.setItem(PROFILE_KEY_BY_ROLE[input.userType], JSON.stringify(input.profile));
  notify();
}

/**
 * Keeps the token a sign-up step returns (registration, OTP check) so the next step can send it,
 * without marking anyone signed in: `authenticated` is not set, so guarded pages stay closed
 * until the person signs in.
 */
export function writeSignUpToken(accessToken: string, userType: Role): void {
  const store = storage();
  if (!store) return;
  store.setItem(KEYS.accessToken, accessToken);
  store.removeItem(KEYS.authenticated);
  store.setItem(KEYS.userType, userType);
  notify();
}

/** Changes fields of the stored user object of the signed-in actor (e.g. a new photo for the top bar). */
export function updateSessionProfile(changes: SessionProfile): void {
  const store = storage();
  const session = readSession(store);
  if (!store || !session.userType || !session.profile) return;
  store.setItem(PROFILE_KEY_BY_ROLE[session.userType], JSON.stringify({ ...session.profile, ...changes }));
  notify();
}

/** Setting loginType writes it to browser storage too. */
export function setLoginType(loginType: LoginType): void {
  storage()?.setItem(KEYS.loginType, loginType);
  notify();
}

/** Setting userType writes it to browser storage too. */
export function setUserType(userType: Role): void {
  storage()?.setItem(KEYS.userType, userType);
  notify();
}

/**
 * Removes every session key (token, flags, types and all four profile records).
 * `notify: false` leaves this tab's screens as they are (for a logout that reloads the page anyway).
 */
export function clearSession({ notify: tell = true }: { notify?: boolean } = {}): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(KEYS)) store.removeItem(key);
  clearAllDrafts();
  if (tell) notify();
}

/**
 * Logout: clears the browser session and goes to `/` with a fresh page load, so nothing
 * of the previous person's data stays in memory (shared phones) and no guarded page redirects first.
 */
export function logout(): void {
  clearSession({ notify: false });
  if (typeof window !== 'undefined') window.location.assign('/');
}

/** True when the session may open a page limited to `roles`. */
export function hasRole(session: Session, roles: readonly Role[]): boolean {
  return Boolean(session.accessToken && session.authenticated && session.userType && roles.includes(session.userType));
}

/**
 * True when 'Send a proposal' may be offered: to creatives and businesses (who send them), and to visitors (asked to
 * sign in first); not to partners (they receive them) or admins.
 */
export function mayOfferProposal(session: Session): boolean {
  return !session.accessToken || session.userType === 'user' || session.userType === 'business';
}

/** The address of the proposal form opened for a partner (and one of its opportunities). */
export function proposalFormPath(hostId: string, opportunityId?: string): string {
  const query = new URLSearchParams({ host: hostId });
  if (opportunityId) query.set('opportunity', opportunityId);
  return `/proposalpage?${query.toString()}`;
}

/** Why a session ended: 'blocked' when an admin suspended the account (decision 0055). */
export type SessionEndReason = 'ended' | 'blocked';

const SESSION_END_KEY = 'creative-ng:session-ended';

/** Notes for the sign-in page why the session just ended ('ended' notes nothing: there is nothing to tell). */
export function noteSessionEnd(reason: SessionEndReason): void {
  try {
    if (reason === 'blocked') window.sessionStorage.setItem(SESSION_END_KEY, reason);
  } catch {
    // Without storage the sign-in page shows no reason; the next sign-in attempt says it.
  }
}

/** The noted reason, once: read and forgotten. */
export function takeSessionEnd(): SessionEndReason | null {
  try {
    const reason = window.sessionStorage.getItem(SESSION_END_KEY);
    window.sessionStorage.removeItem(SESSION_END_KEY);
    return reason === 'blocked' ? reason : null;
  } catch {
    return null;
  }
}

/** Where "Home" leads for this session: the feed for members, the admin directory for admins, else the landing. */
export function homePath(session: Session): string {
  if (!session.accessToken || !session.userType) return '/';
  return session.userType === 'admin' ? '/admin-dashboard' : '/homepage';
}

/** The display name of the signed-in actor, from whichever fields its user object has. */
export function displayName(profile: SessionProfile | null): string {
  if (!profile) return '';
  const text = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string).trim() : '');
  const person = [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  return (
    person || text('registered_name') || text('trade_name') || text('name') || text('display_name') || text('email')
  );
}

// --- React binding -------------------------------------------------------------------------------

let cachedKey: string | null = null;
let cachedSession: Session = SIGNED_OUT;

function snapshotKey(store: Storage): string {
  const userType = store.getItem(KEYS.userType);
  const profileKey = isRole(userType) ? PROFILE_KEY_BY_ROLE[userType] : null;
  return JSON.stringify([
    store.getItem(KEYS.accessToken),
    store.getItem(KEYS.authenticated),
    userType,
    store.getItem(KEYS.loginType),
    profileKey ? store.getItem(profileKey) : null,
  ]);
}

function getSnapshot(): Session {
  const store = storage();
  if (!store) return SIGNED_OUT;
  const key = snapshotKey(store);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = readSession(store);
  }
  return cachedSession;
}

function getServerSnapshot(): Session {
  return SIGNED_OUT;
}

/** Calls `listener` whenever the session changes in this tab or another one. */
export function subscribeSession(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
  };
}

/** The current session; re-renders when it changes. Signed out during server rendering. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSnapshot, getServerSnapshot);
}

/**
 * Who is looking, for query keys: 'visitor', or the signed-in role, so a visitor's cached answers stay apart from a
 * member's; by `account` also the end of the token, for answers that differ from one account to another (a
 * cart, proposals, a private seller's page).
 */
export function useViewer(by: 'role' | 'account' = 'role'): string {
  const session = useSession();
  if (!session.accessToken) return 'visitor';
  const role = `member-${session.userType ?? 'user'}`;
  return by === 'account' ? `${role}-${session.accessToken.slice(-8)}` : role;
}
