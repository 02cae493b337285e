import { LAGOS_TIME_ZONE } from '@creative-ng/shared/listings/constants';

/*
 * Dates are stored in UTC and always shown on the Nigerian clock (Africa/Lagos), whatever the phone's zone.
 */

const dateTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat('en-NG', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** '(Sat) 14 Mar 2026, 2:30 pm' in Nigerian time; '' for a value that is not a date. */
export function formatLagosDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dateTime.format(at);
}

export function formatLagosDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : dateOnly.format(at);
}

export function formatNaira(amount: number): string {
  return naira.format(amount);
}

/** Text cut at `max` characters on a word, with an ellipsis (previews of 400 characters). */
export function preview(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
