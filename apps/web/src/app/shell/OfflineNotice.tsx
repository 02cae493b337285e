import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser says it has no connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Said at the top of every page while offline: the service worker has started the app from the phone's
 * copy, so pages seen before work and new ones will load once the connection is back.
 */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="mb-4 flex gap-3 rounded-xl border border-warning-line bg-warning-soft p-4 text-ink">
      <WifiOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-bold">{t('offline.title')}</p>
        <p>{t('offline.body')}</p>
      </div>
    </div>
  );
}
