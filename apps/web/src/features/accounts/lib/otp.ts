import { OTP_RESEND_INTERVAL_MS } from '@creative-ng/shared/reference/constants';

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
