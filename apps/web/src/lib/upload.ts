import { AUTH_HEADER } from '@creative-ng/shared/auth/session';
import { ApiError, errorFromBody, sessionEndReason } from './api';
import { t } from './i18n';
import { chosenLanguage } from './language';
import { clearSession, getAccessToken, noteSessionEnd } from './session';

/** What the server answers for a stored image: its largest copy and every resized copy. */
export interface StoredImage {
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * Sends a multipart form with XMLHttpRequest so the page can show upload progress (fetch cannot report it).
 * Resolves with the envelope's `data` (which must carry a `url`); rejects with ApiError, or an AbortError.
 */
export function uploadWithProgress<T extends { url: string }>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', chosenLanguage());
    const token = getAccessToken();
    if (token) request.setRequestHeader(AUTH_HEADER, token);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', t('apiErrors.NETWORK')));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status === 401) {
        noteSessionEnd(sessionEndReason(body));
        clearSession();
        window.location.assign('/login');
        reject(errorFromBody(401, body));
        return;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(errorFromBody(request.status, body));
        return;
      }
      const data = (body as { data?: T } | null)?.data;
      if (!data || typeof data.url !== 'string') {
        reject(new ApiError(request.status, 'BAD_RESPONSE', t('apiErrors.BAD_RESPONSE')));
        return;
      }
      onProgress(100);
      resolve(data);
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** A file as base64 without its data: prefix. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** What a picture is for: a listing, a product, a post or a message (the server keeps each kind's sizes). */
export type ImagePurpose = 'tool' | 'opportunity' | 'event' | 'product' | 'post';

/** Uploads one image (multipart) with progress; the server checks its type from the bytes. */
export function uploadImage(
  file: File,
  purpose: ImagePurpose,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredImage> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('image', file, file.name);
  return uploadWithProgress<StoredImage>('POST', '/api/prop/images', form, onProgress, signal);
}

/**
 * The files just chosen in a file input, which is emptied at once: choosing the same file again (after removing it,
 * or after a refusal) is then a change too.
 */
export function takeFiles(input: HTMLInputElement): File[] {
  const files = [...(input.files ?? [])];
  input.value = '';
  return files;
}
