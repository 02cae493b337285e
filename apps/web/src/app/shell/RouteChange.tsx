import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code is downloading (slow connections). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 bg-accent motion-safe:animate-pulse" />;
}

/**
 * After a navigation inside the app (not on first load, not to a #section), move focus to <main>
 * so keyboard and screen-reader users start at the new page's content.
 */
let loadedEntry: string | null = null;

/** The history entry the document was loaded on (its key): showing it is a page load, not a navigation. */
export function markLoadedEntry(key: string): void {
  loadedEntry = key;
}

export function useFocusMainOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (key === 'default' || key === loadedEntry || hash) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [key, hash, mainRef]);
}
