import { errorFromBody, requestHeaders } from './api';
import { getAccessToken } from './session';

/**
 * Downloads a file the server gives only with the token (CSV exports, attendee lists): fetched with the token,
 * then handed to the browser through a temporary link, named by the server's content-disposition.
 * Rejects with ApiError when the server refuses.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, {
    headers: requestHeaders({ headers: { accept: '*/*' } }, getAccessToken()),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    throw errorFromBody(response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
