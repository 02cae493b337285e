import { useSyncExternalStore } from 'react';

/*
 * Low-data mode: small image previews, full images only on tap, sizes shown before downloading.
 * The person's choice (Settings) is kept on this device; without one, the browser's Save-Data signal
 * (Chrome's "Lite mode" / data saver, `navigator.connection.saveData`) decides.
 */

const KEY = 'cng.dataSaver';
const EVENT = 'cng:data-saver';

type Choice = 'on' | 'off' | null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function dataSaverChoice(): Choice {
  const value = storage()?.getItem(KEY);
  return value === 'on' || value === 'off' ? value : null;
}

function browserAsksToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** True when images should load small until tapped. */
export function dataSaverOn(): boolean {
  const choice = dataSaverChoice();
  return choice === null ? browserAsksToSaveData() : choice === 'on';
}

/** Saves the choice on this device (null: follow the browser again) and tells every open screen. */
export function setDataSaver(choice: Choice): void {
  const store = storage();
  if (choice === null) store?.removeItem(KEY);
  else store?.setItem(KEY, choice);
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}

/** The narrowest copy in a `srcset` ("url 320w, url 640w"), or null. */
export function smallestFromSrcset(srcset: string | null | undefined): string | null {
  if (!srcset) return null;
  let best: { url: string; width: number } | null = null;
  for (const part of srcset.split(',')) {
    const [url, descriptor] = part.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    if (url && Number.isFinite(width) && (!best || width < best.width)) best = { url, width };
  }
  return best?.url ?? null;
}

/** A file size as people read it: "850 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
