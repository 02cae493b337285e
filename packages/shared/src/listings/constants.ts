/*
 * What the listings pages need at run time without zod (so list pages stay light): Nigerian time and the kinds
 * of saved items. Everything else of listings is in ./index (schemas).
 */

/** Nigerian time: West Africa Time, UTC+01:00 all year (no daylight saving). */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const LAGOS_OFFSET = '+01:00';

/** 'YYYY-MM-DD' and 'HH:MM' of a moment on the Nigerian wall clock (for forms and the spec's date/time fields). */
export function lagosParts(at: Date): { date: string; time: string } {
  const shifted = new Date(at.getTime() + 60 * 60 * 1000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export const SAVED_KINDS = ['tool', 'opportunity', 'event'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];
