import { describe, expect, it } from 'vitest';
import { ta } from '../i18n';
import { SIGNUP_CHOICES, signupChoiceError, signupPath } from './signupChoice';

describe('sign-up choice', () => {
  it("says 'Please select a card before proceeding.' when no card is chosen", () => {
    for (const nothing of [null, undefined, '', 'admin']) {
      const key = signupChoiceError(nothing);
      expect(key).not.toBeNull();
      expect(ta(key ?? 'accounts.signup.next')).toBe('Please select a card before proceeding.');
    }
  });

  it('accepts each card and leads to its form', () => {
    expect(SIGNUP_CHOICES.map((choice) => choice.type)).toEqual(['user', 'business', 'partner']);
    expect(signupChoiceError('user')).toBeNull();
    expect(signupPath('user')).toBe('/creative');
    expect(signupPath('business')).toBe('/business');
    expect(signupPath('partner')).toBe('/partner');
  });

  it("uses the spec's card texts", () => {
    expect(ta('accounts.signup.creativeBody')).toBe('Unleash your creativity and showcase your work to the world.');
    expect(ta('accounts.signup.partnerBody')).toBe("Collaborate to shape Nigeria's creative future.");
  });
});
