import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

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
