/**
 * Toasts for the feed's cards without putting the toast library in the feed's first download: it loads on the
 * first message (the app's Toaster loads the same module just after the first paint).
 */
export function showToast(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
