import { useSearchParams } from 'react-router';

/**
 * A page's state kept in the URL query (so a list can be shared, bookmarked and reloaded): read through `read`,
 * written without the values equal to `defaults` so addresses stay short. Any change goes back to page 1 unless
 * it says which page.
 */
export function useUrlState<T extends { page: number } & { [K in keyof T]: string | number }>(
  read: (search: URLSearchParams) => T,
  defaults: T,
): [T, (next: Partial<T>) => void] {
  const [search, setSearch] = useSearchParams();
  const state = read(search);
  function write(next: Partial<T>) {
    const merged: T = { ...state, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      const text = String(value).trim();
      if (text && value !== defaults[key as keyof T]) out.set(key, text);
    }
    setSearch(out, { preventScrollReset: true });
  }
  return [state, write];
}

/** A whole page number from the URL, else 1. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
