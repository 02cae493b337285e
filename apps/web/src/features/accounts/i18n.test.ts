import { englishMessage } from '@creative-ng/shared/i18n/translate';
import { describe, expect, it } from 'vitest';
import accounts from '../../locales/en.accounts.json';
import core from '../../locales/en.json';
import { keyForMessage, MIRRORED_GROUPS, ta, translateMessage } from './i18n';

describe('the accounts catalogue (src/locales/en.accounts.json)', () => {
  it('says the same as the shared account messages, word for word', () => {
    for (const [prefix, group] of MIRRORED_GROUPS) {
      for (const [name, code] of Object.entries(group)) {
        // A choice by account kind (ICU select) that only the server words.
        if (code === 'account.wrongAccountType') continue;
        const key = `${prefix}${name}` as keyof typeof accounts;
        expect(accounts[key], key).toBe(englishMessage(code));
      }
    }
  });

  it('has only non-empty strings, and no key the core catalogue also has', () => {
    for (const [key, value] of Object.entries(accounts)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
      expect(Object.hasOwn(core, key), key).toBe(false);
    }
  });

  it('falls back to the core catalogue', () => {
    expect(ta('signIn.title')).toBe('Sign in');
    expect(ta('accounts.loginSuccess', { type: 'Partner' })).toBe('Partner login successful!');
  });

  it('finds the key of a shared or server message, and leaves unknown text as it is', () => {
    expect(keyForMessage('Trade name is required.')).toBe('accounts.businessErrors.tradeName');
    expect(keyForMessage('Too many attempts. Please wait a moment and try again.')).toBe('apiErrors.RATE_LIMITED');
    expect(translateMessage('Invalid OTP')).toBe('Invalid OTP');
    expect(translateMessage('This email belongs to a Business account.')).toBe(
      'This email belongs to a Business account.',
    );
  });

  it("keeps the spec's wording of the screens", () => {
    expect(ta('accounts.login.busy')).toBe('Logging in');
    expect(ta('accounts.creative.submitting')).toBe('Submitting...');
    expect(ta('accounts.otp.verify')).toBe('Verify Account');
    expect(ta('accounts.otp.verifying')).toBe('Loading...');
    // Not the spec's 'We sent an OTP to your registered email': a sign-up with an address that already has an
    // account gets the same screen and an email saying so (decision 0021).
    expect(ta('accounts.otp.sentTo')).toBe(
      'Check your email: we sent your 6-digit code there. If the address already has an account, the email says so instead.',
    );
    expect(ta('accounts.createPassword.button')).toBe('Create Account');
    expect(ta('accounts.createPassword.busy')).toBe('Creating account...');
    expect(ta('accounts.steps.progress', { step: 1, total: 4, name: ta('accounts.business.step1') })).toBe(
      'Step 1 of 4: Business Registration',
    );
    expect(ta('accounts.partnerSetPassword.sent')).toBe('your OTP has been sent to your email');
    expect(ta('accounts.forgot.partnerIntro')).toBe('Enter your registered email to continue');
  });
});
