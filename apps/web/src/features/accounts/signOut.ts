import { apiFetch } from '../../lib/api';
import { getAccessToken, logout } from '../../lib/session';

/** How long sign-out waits for the server before clearing the browser session anyway (slow connections). */
const SIGN_OUT_TIMEOUT_MS = 8000;

/**
 * Logout: asks the server to revoke the token (DELETE /api/session), then clears the
 * browser session and reloads at `/`. A failed or slow call does not keep anyone signed in on this device.
 */
export async function signOut(): Promise<void> {
  if (getAccessToken()) {
    try {
      await apiFetch('/api/session', {
        method: 'DELETE',
        redirectOn401: false,
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS) : undefined,
      });
    } catch {
      // Ignored on purpose: the token is dropped from this browser below whatever the server said.
    }
  }
  logout();
}
