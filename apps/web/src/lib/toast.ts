import type { ExternalToast } from 'sonner';

/*
 * Toasts without the toast library in any page's first download (decision 0080). `toast.success(...)` and the
 * others take what sonner's take; the library (about 9 KB gzip) loads with the first toast, or earlier with the
 * person's first tap, key or focus (`loadToaster`), so the toaster's live region is on the page before a toast
 * that follows an action. sonner shows a toast made before its Toaster was mounted once the Toaster subscribes.
 */

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
const waiting = new Set<() => void>();

/** Loads the toast library once; tells the app's Toasts host to mount the Toaster. */
export function loadToaster(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => {
      // Offline or a stale deploy: the next toast tries again.
      sonner = undefined;
    });
    for (const notify of waiting) notify();
  }
  return sonner;
}

/** True once the library was asked for (the Toaster should be on the page). */
export function toasterWanted(): boolean {
  return sonner !== undefined;
}

/** Calls `notify` when the toaster is first wanted; returns the unsubscribe. */
export function onToasterWanted(notify: () => void): () => void {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

type Message = Parameters<Sonner['toast']['success']>[0];

function show(kind: 'success' | 'error' | 'info', message: Message, options?: ExternalToast): void {
  loadToaster().then(
    (module) => module.toast[kind](message, options),
    () => {
      // The library could not load (offline): the message is lost, as a toast's would be if the page closed.
    },
  );
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
};
