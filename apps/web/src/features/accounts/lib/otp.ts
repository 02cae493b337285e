import { OTP_RESEND_INTERVAL_MS } from '@creative-ng/shared/reference/constants';

/**
 * What we keep of a typed or pasted security code (GOV.UK pattern): spaces and dashes go,
 * so "123 456" and "123-456" become "123456". Other characters stay, so a mistake is shown, not hidden.
 */
export function sanitiseOtp(value: string): string {
  return value.replace(/[\s\u00a0\-\u2010-\u2015]/g, '');
}

/**
 * How long until a new code may be asked for, from the navigation state's `codeSentAt` (when the screen
 * before sent one). The time, not a flag: the router keeps navigation state across reloads, and a reload
 * ten minutes later must not make anyone wait again.
 */
export function resendWaitMs(state: unknown, now: number = Date.now()): number {
  if (!state || typeof state !== 'object') return 0;
  const sentAt = (state as Record<string, unknown>).codeSentAt;
  if (typeof sentAt !== 'number' || !Number.isFinite(sentAt)) return 0;
  return Math.min(OTP_RESEND_INTERVAL_MS, Math.max(0, OTP_RESEND_INTERVAL_MS - (now - sentAt)));
}

/** A string value of the navigation state (`email`, `userType`), or null. */
export function stateString(state: unknown, key: string): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
