/*
 * Pure helpers of "Download my data" (GET /api/prop/settings/export): the file name used when the server
 * names none, and the size shown after the download. Reading the content-disposition is lib/download's.
 */

/** The file name used when the server names none: creativeng-my-data-YYYY-MM-DD.json (that day, UTC). */
export function defaultExportFilename(now: Date = new Date()): string {
  return `creativeng-my-data-${now.toISOString().slice(0, 10)}.json`;
}

export type SizeUnit = 'bytes' | 'kb' | 'mb';

/** A byte count as a number and unit for people: under 1 KB in bytes, under 1 MB in KB (1 decimal), else MB. */
export function fileSize(bytes: number): { value: string; unit: SizeUnit } {
  const safe = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;
  const format = (value: number) => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 }).format(value);
  if (safe < 1024) return { value: format(safe), unit: 'bytes' };
  if (safe < 1024 * 1024) return { value: format(safe / 1024), unit: 'kb' };
  return { value: format(safe / (1024 * 1024)), unit: 'mb' };
}
