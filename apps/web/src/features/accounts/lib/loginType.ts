import { LOGIN_TYPES, type LoginType, type Role } from '@creative-ng/shared/reference/options';
import type { AccountsKey, AccountsTranslate } from '../i18n';

export type { LoginType };

/** Where each account kind's calls live. */
export const ACCOUNT_API_BASE: Readonly<Record<LoginType, string>> = {
  user: '/api/prop/creative',
  business: '/api/prop/business',
  partner: '/api/prop/partner-reg',
};

/** The login type, if `value` is one (user, business, partner); anything else is null. */
export function parseLoginType(value: unknown): LoginType | null {
  return typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value) ? (value as LoginType) : null;
}

/** The login type of a screen: navigation state first, then the address (?loginType= or ?type=), then storage. */
export function resolveLoginType(sources: {
  state?: unknown;
  search?: URLSearchParams;
  stored?: LoginType;
}): LoginType {
  const fromState =
    sources.state && typeof sources.state === 'object'
      ? parseLoginType((sources.state as Record<string, unknown>).loginType)
      : null;
  return (
    fromState ??
    parseLoginType(sources.search?.get('loginType')) ??
    parseLoginType(sources.search?.get('type')) ??
    sources.stored ??
    'user'
  );
}

/** The role a login type signs in as. */
export function roleOf(type: LoginType): Role {
  return type;
}

/** 'Creative', 'Business' or 'Partner'. */
export function loginTypeLabelKey(type: LoginType): AccountsKey {
  return `accounts.type.${type}`;
}

/** 'Creatives', 'Business' or 'Partner' (the login page's toggle). */
export function loginTypePluralKey(type: LoginType): AccountsKey {
  return `accounts.typePlural.${type}`;
}

/** '{Type} login successful!': 'Creative login successful!', 'Business login successful!', … */
export function loginSuccessMessage(type: LoginType, translate: AccountsTranslate): string {
  return translate('accounts.loginSuccess', { type: translate(loginTypeLabelKey(type)) });
}
