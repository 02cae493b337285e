import { ApiError, endSessionOn401, errorFromBody, requestHeaders, sessionEndReason } from './api';
import { t } from './i18n';
import { getAccessToken } from './session';

/*
 * The one way the web app downloads a file the server gives only with the token (CSV exports, attendee
 * lists, proposal documents, "Download my data"), and the file-name helpers it uses.
 */

export interface DownloadedFile {
  filename: string;
  bytes: number;
}

/**
 * Fetches `path` with the token, then hands the answer to the browser as a file (Blob, object URL,
 * <a download>) named by the server's content-disposition, or `fallbackName` when it names none.
 * Resolves with the file's name and size; rejects with ApiError (NETWORK when the server is out of reach),
 * and a 401 ends the session as every other call does. An abort rejects with the AbortError itself.
 */
export async function downloadWithToken(
  path: string,
  fallbackName: string,
  options: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: requestHeaders({ headers: { accept: '*/*' } }, getAccessToken()),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', t('apiErrors.NETWORK'));
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.status === 401) endSessionOn401(sessionEndReason(body));
    throw errorFromBody(response.status, body);
  }
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(blob, filename);
  return { filename, bytes: blob.size };
}

/** Offers a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
