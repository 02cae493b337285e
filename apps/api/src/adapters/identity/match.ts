import type { IdentityField, IdentityQuery, IdentityResult } from './types';

/**
 * Comparing what a person typed with a provider's record.
 * Names: trimmed, case-insensitive, accents and tone marks removed (Adébáyọ̀ = ADEBAYO), spaces,
 * hyphens and apostrophes ignored; first and last name may come in either order.
 * Date of birth: compared only when both sides have one that can be read.
 */

/** 'Adébáyọ̀ ' → 'adebayo'; 'Ifeoma-Chukwu' → 'ifeomachukwu'. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function sameName(a: string, b: string | undefined): boolean {
  if (b === undefined) return false;
  const left = normalizeName(a);
  return left !== '' && left === normalizeName(b);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A provider's date of birth as YYYY-MM-DD, or undefined when it cannot be read. Dojah writes
 * 1982-01-01 (NIN, BVN lookups), 18-05-1992 (vNIN) and 01-January-1907 (BVN with selfie).
 */
export function toIsoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = dateParts(value.trim());
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** [year, month, day] from the date layouts above, or undefined. */
function dateParts(text: string): [number, number, number] | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const dayFirst = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  if (dayFirst) return [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  const named = /^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s](\d{4})$/.exec(text);
  if (named) {
    const index = MONTHS.indexOf((named[2] ?? '').slice(0, 3).toLowerCase());
    if (index >= 0) return [Number(named[3]), index + 1, Number(named[1])];
  }
  return undefined;
}

export interface ProviderRecord {
  firstName?: string;
  lastName?: string;
  /** As the provider wrote it; read with toIsoDate. */
  dateOfBirth?: unknown;
}

/** Compares a query with a record the provider found. */
export function compareWithRecord(
  query: IdentityQuery,
  record: ProviderRecord,
  provider: string,
): Extract<IdentityResult, { outcome: 'verified' | 'mismatch' }> {
  const straight = [sameName(query.firstName, record.firstName), sameName(query.lastName, record.lastName)];
  const swapped = [sameName(query.firstName, record.lastName), sameName(query.lastName, record.firstName)];
  const fields: IdentityField[] = [];
  if (!(straight[0] && straight[1]) && !(swapped[0] && swapped[1])) {
    // Report against the reading that got closer (the usual order when they tie).
    const best =
      Number(swapped[0]) + Number(swapped[1]) > Number(straight[0]) + Number(straight[1]) ? swapped : straight;
    if (!best[0]) fields.push('firstName');
    if (!best[1]) fields.push('lastName');
  }
  const recordDate = toIsoDate(record.dateOfBirth);
  if (query.dateOfBirth !== undefined && recordDate !== undefined && recordDate !== query.dateOfBirth) {
    fields.push('dateOfBirth');
  }
  if (fields.length > 0) return { outcome: 'mismatch', fields };
  return {
    outcome: 'verified',
    provider,
    matched: {
      firstName: (record.firstName ?? '').trim(),
      lastName: (record.lastName ?? '').trim(),
      ...(recordDate !== undefined ? { dateOfBirth: recordDate } : {}),
    },
  };
}
