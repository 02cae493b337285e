import { describe, expect, it } from 'vitest';
import { ta } from '../i18n';
import { ACCOUNT_API_BASE, loginSuccessMessage, parseLoginType, resolveLoginType } from './loginType';

describe('login types', () => {
  it("words the login page's success toast as '{Type} login successful!'", () => {
    expect(loginSuccessMessage('user', ta)).toBe('Creative login successful!');
    expect(loginSuccessMessage('business', ta)).toBe('Business login successful!');
    expect(loginSuccessMessage('partner', ta)).toBe('Partner login successful!');
  });

  it('accepts only user, business and partner', () => {
    expect(parseLoginType('partner')).toBe('partner');
    expect(parseLoginType('admin')).toBeNull();
    expect(parseLoginType('Partner')).toBeNull();
    expect(parseLoginType(undefined)).toBeNull();
  });

  it('takes the type from the navigation state, then ?loginType= or ?type=, then storage, then user', () => {
    const search = new URLSearchParams('loginType=business&type=partner');
    expect(resolveLoginType({ state: { loginType: 'partner' }, search, stored: 'user' })).toBe('partner');
    expect(resolveLoginType({ state: { loginType: 'robot' }, search, stored: 'user' })).toBe('business');
    expect(resolveLoginType({ search: new URLSearchParams('type=partner'), stored: 'user' })).toBe('partner');
    expect(resolveLoginType({ state: null, search: new URLSearchParams(), stored: 'business' })).toBe('business');
    expect(resolveLoginType({})).toBe('user');
  });

  it('calls the endpoints of the contract', () => {
    expect(ACCOUNT_API_BASE).toEqual({
      user: '/api/prop/creative',
      business: '/api/prop/business',
      partner: '/api/prop/partner-reg',
    });
  });
});
