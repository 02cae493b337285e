import { describe, expect, it } from 'vitest';
import { sanitiseOtp } from '../../../components/form/SecretFields';
import { resendWaitMs, stateString } from './otp';

describe('sanitiseOtp (GOV.UK security code pattern)', () => {
  it('drops spaces from a pasted "123 456"', () => {
    expect(sanitiseOtp('123 456')).toBe('123456');
    expect(sanitiseOtp(' 123456 ')).toBe('123456');
    expect(sanitiseOtp('12 34 56')).toBe('123456');
    expect(sanitiseOtp('123\u00a0456\n')).toBe('123456');
  });

  it('drops dashes', () => {
    expect(sanitiseOtp('123-456')).toBe('123456');
    expect(sanitiseOtp('123 – 456')).toBe('123456');
  });

  it('keeps other characters so the mistake can be shown', () => {
    expect(sanitiseOtp('12345o')).toBe('12345o');
    expect(sanitiseOtp('')).toBe('');
  });
});

describe('navigation state helpers', () => {
  it('waits only for what is left of the minute since the code was sent', () => {
    const now = 1_000_000;
    expect(resendWaitMs({ codeSentAt: now }, now)).toBe(60_000);
    expect(resendWaitMs({ codeSentAt: now - 45_000 }, now)).toBe(15_000);
    expect(resendWaitMs({ codeSentAt: now - 10 * 60_000 }, now)).toBe(0);
    expect(resendWaitMs({ codeSentAt: now + 5 * 60_000 }, now)).toBe(60_000);
    expect(resendWaitMs({ codeSent: true }, now)).toBe(0);
    expect(resendWaitMs(null, now)).toBe(0);
  });

  it('reads string values', () => {
    expect(stateString({ email: ' ada@example.ng ' }, 'email')).toBe('ada@example.ng');
    expect(stateString({ email: 3 }, 'email')).toBeNull();
    expect(stateString(undefined, 'email')).toBeNull();
  });
});
