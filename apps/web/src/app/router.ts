import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
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

/**
 * Loads the code of the pages the current address shows, in place of their `lazy` (decision 0089): a page the
 * server rendered must render at once, as it was, when it hydrates, not the first-load spinner.
 */
export async function loadMatchedPages(routes: RouteObject[], location: Location = window.location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      route.lazy = undefined;
      Object.assign(route, loaded);
    }),
  );
}

export function createAppRouter(routes: RouteObject[] = buildRoutes(), hydrationData?: HydrationState) {
  // The entry the document loaded on is no navigation inside the app: focus stays where the browser puts it.
  markLoadedEntry(keyThisHistoryEntry());
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
