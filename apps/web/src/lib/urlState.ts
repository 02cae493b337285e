import { useCallback } from 'react';
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

/*
 * A list's search text, filters and page live in the URL (?q=…&type=a,b&page=2): a link can be shared, and the
 * back button steps through what someone did. Filters and search start again at page 1.
 */

export interface ListState {
  params: URLSearchParams;
  page: number;
  q: string;
  /** The values of a filter that takes several, from 'a,b'. */
  values(name: string): string[];
  set(name: string, value: string | readonly string[] | null): void;
  setPage(page: number): void;
}

export function useListState(): ListState {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);

  const set = useCallback(
    (name: string, value: string | readonly string[] | null) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const text = Array.isArray(value) ? value.join(',') : (value as string | null);
        if (text) next.set(name, text);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return {
    params,
    page,
    q: params.get('q') ?? '',
    values: (name) => (params.get(name) ?? '').split(',').filter(Boolean),
    set,
    setPage: (to) => set('page', to > 1 ? String(to) : null),
  };
}
