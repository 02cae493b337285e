import type { LanguageRequest } from '@creative-ng/shared/settings/schemas';
import { apiFetch } from './api';
import { chosenLanguage, type Language } from './language';
import { readSession } from './session';

/**
 * Tells the signed-in account which language this device shows (PUT /prop/settings/language), so its emails
 * come in that language too. Best effort: nothing is sent when signed out, nothing waits for the answer, and a
 * failure (offline, an older server) changes nothing on the page.
 */
export function sendAccountLanguage(language: Language = chosenLanguage()): void {
  const session = readSession();
  if (!session.accessToken || !session.authenticated) return;
  apiFetch<null>('/api/prop/settings/language', {
    method: 'PUT',
    json: { language } satisfies LanguageRequest,
    redirectOn401: false,
  }).catch(() => {
    // The choice still holds on this device; the next change or sign-in tries again.
  });
}
