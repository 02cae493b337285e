/*
 * Pure helpers of "Download my data" (GET /api/prop/settings/export): the file name from the
 * content-disposition header, and the size shown after the download.
 */

/** The file name used when the server names none: creativeng-my-data-YYYY-MM-DD.json (that day, UTC). */
export function defaultExportFilename(now: Date = new Date()): string {
  return `creativeng-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Keeps a name safe to save: no folders, no control characters, not hidden, at most 120 characters. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && !'<>:"|?*'.includes(char);
    })
    .join('');
  const cleaned = printable.replace(/^\.+/, '').trim();
  return cleaned.slice(0, 120);
}

/**
 * The file name of a `content-disposition` header (RFC 6266): `filename*=UTF-8''…` first, then
 * `filename="…"` or `filename=…`; `fallback` when there is none or it is unusable.
 */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = safeFilename(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A broken percent-encoding: try the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  const plain = /filename\s*=\s*([^;"\s]+)/i.exec(header);
  const raw = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[1];
  const name = raw ? safeFilename(raw) : '';
  return name || fallback;
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
