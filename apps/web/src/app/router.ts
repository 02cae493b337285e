import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes';
import { markLoadedEntry } from './shell/RouteChange';

/**
 * Gives the current history entry a key of its own when it has none. React Router keys a page's stored scroll
 * position by its history entry, and every entry opened by a full page load (a typed or bookmarked address, a
 * link opened in the same tab, the first visit) would otherwise share the key 'default': one remembered position
 * was restored on all of them, often the footer. With a key per entry, a new page starts at the top, while a reload
 * and back/forward keep the entry's own key and so its position.
 */
export function keyThisHistoryEntry(history: History = window.history): string {
  const state: unknown = history.state;
  const kept = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  if (typeof kept === 'string') return kept;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ usr: null, idx: 0, ...(state && typeof state === 'object' ? state : {}), key }, '');
  return key;
}

export function createAppRouter() {
  // The entry the document loaded on is no navigation inside the app: focus stays where the browser puts it.
  markLoadedEntry(keyThisHistoryEntry());
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
