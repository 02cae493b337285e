import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  displayName,
  getAccessToken,
  hasRole,
  homePath,
  readSession,
  setLoginType,
  useSession,
  writeSession,
} from './session';

const store = () => window.localStorage;

describe('browser session', () => {
  it('writes a creative session under the exact keys', () => {
    writeSession({ accessToken: 'tok-123', userType: 'user', profile: { first_name: 'Ada', last_name: 'Obi' } });
    expect(store().getItem('access_token')).toBe('tok-123');
    expect(store().getItem('authenticated')).toBe('true');
    expect(store().getItem('userType')).toBe('user');
    expect(store().getItem('loginType')).toBe('user');
    expect(JSON.parse(store().getItem('userInfo') ?? 'null')).toEqual({ first_name: 'Ada', last_name: 'Obi' });
  });

  it.each([
    ['business', 'BusinessInfo'],
    ['partner', 'PartnerInfo'],
    ['admin', 'adminInfo'],
  ] as const)('keeps the %s user object under %s', (userType, key) => {
    writeSession({ accessToken: 't', userType, profile: { id: 7 } });
    expect(store().getItem(key)).toBe('{"id":7}');
    expect(store().getItem('userType')).toBe(userType);
  });

  it('reads back what was written', () => {
    writeSession({ accessToken: 'abc', userType: 'partner', loginType: 'partner', profile: { name: 'Arts Fund' } });
    expect(readSession()).toEqual({
      accessToken: 'abc',
      authenticated: true,
      userType: 'partner',
      loginType: 'partner',
      profile: { name: 'Arts Fund' },
    });
    expect(getAccessToken()).toBe('abc');
  });

  it('is signed out with loginType user when nothing is stored', () => {
    expect(readSession()).toEqual({
      accessToken: null,
      authenticated: false,
      userType: null,
      loginType: 'user',
      profile: null,
    });
  });

  it('ignores values it does not know and broken profile JSON', () => {
    store().setItem('access_token', 'x');
    store().setItem('userType', 'superuser');
    store().setItem('loginType', 'robot');
    const session = readSession();
    expect(session.userType).toBeNull();
    expect(session.loginType).toBe('user');

    store().setItem('userType', 'user');
    store().setItem('userInfo', '{not json');
    expect(readSession().profile).toBeNull();
  });

  it('clears every session key and nothing else', () => {
    writeSession({ accessToken: 't', userType: 'business', profile: { trade_name: 'Kente Co' } });
    store().setItem('userInfo', '{}');
    store().setItem('PartnerInfo', '{}');
    store().setItem('adminInfo', '{}');
    store().setItem('language', 'yo');
    clearSession();
    for (const key of [
      'access_token',
      'authenticated',
      'userType',
      'loginType',
      'userInfo',
      'BusinessInfo',
      'PartnerInfo',
      'adminInfo',
    ]) {
      expect(store().getItem(key)).toBeNull();
    }
    expect(store().getItem('language')).toBe('yo');
  });

  it('setLoginType writes loginType to storage', () => {
    setLoginType('partner');
    expect(store().getItem('loginType')).toBe('partner');
  });

  it('decides roles, home and display names', () => {
    writeSession({ accessToken: 't', userType: 'admin', profile: { email: 'admin@example.ng' } });
    const admin = readSession();
    expect(hasRole(admin, ['admin'])).toBe(true);
    expect(hasRole(admin, ['user', 'business', 'partner'])).toBe(false);
    expect(homePath(admin)).toBe('/admin-dashboard');
    expect(displayName(admin.profile)).toBe('admin@example.ng');

    store().setItem('authenticated', 'false');
    expect(hasRole(readSession(), ['admin'])).toBe(false);

    clearSession();
    expect(homePath(readSession())).toBe('/');
    expect(displayName({ registered_name: 'Lagos Looms Ltd' })).toBe('Lagos Looms Ltd');
    // A sign-in answer names a business or partner by display_name: shown rather than the email.
    expect(displayName({ display_name: 'Jos Plateau Studios', email: 'jos@example.ng' })).toBe('Jos Plateau Studios');
  });

  it('useSession re-renders on changes in this tab and in other tabs', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.accessToken).toBeNull();

    act(() => writeSession({ accessToken: 'one', userType: 'user' }));
    expect(result.current.accessToken).toBe('one');
    expect(result.current.userType).toBe('user');

    // Another tab signs out: the storage event carries it here.
    act(() => {
      store().removeItem('access_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    expect(result.current.accessToken).toBeNull();

    act(() => writeSession({ accessToken: 'two', userType: 'business' }));
    const before = result.current;
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' })));
    expect(result.current).toBe(before);

    act(() => clearSession());
    expect(result.current.accessToken).toBeNull();
  });
});

describe('clearSession without notifying', () => {
  it('clears storage but leaves this tab as it is until the page reloads', () => {
    writeSession({ accessToken: 'tok', userType: 'user' });
    const { result } = renderHook(() => useSession());
    act(() => clearSession({ notify: false }));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(result.current.accessToken).toBe('tok');
  });
});
