/*
 * Drafts kept on the device: an unfinished post (or proposal) survives a closed tab, a dropped connection
 * or a phone that kills the browser. Kept per account, and removed when that person signs out
 * (clearSession), so the next person on a shared phone does not see them.
 */

export const DRAFT_PREFIX = 'cng.draft.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The signed-in account's id, from the stored user object (drafts are kept per account). */
export function draftAccountId(session: { profile?: Record<string, unknown> | null }): string | null {
  const id = session.profile?.id;
  return typeof id === 'string' ? id : null;
}

export function draftKey(kind: string, accountId: string | null | undefined): string | null {
  return accountId ? `${DRAFT_PREFIX}${kind}.${accountId}` : null;
}

export function loadDraft<T extends object>(key: string | null): Partial<T> | null {
  if (!key) return null;
  try {
    const value = JSON.parse(storage()?.getItem(key) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** Saves the draft, or removes it when every field is empty. Full storage just means no draft. */
export function saveDraft(key: string | null, draft: Record<string, unknown>): void {
  if (!key) return;
  const empty = Object.values(draft).every((value) => (Array.isArray(value) ? value.length === 0 : !value));
  try {
    if (empty) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or private mode: the form still works, only without a draft.
  }
}

export function clearDraft(key: string | null): void {
  if (key) storage()?.removeItem(key);
}

/** Every draft on this device (at sign-out). */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(DRAFT_PREFIX)) store.removeItem(key);
}
