import { LIST_MAX_ROWS } from '@creative-ng/shared/reference/constants';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { reachablePages, shownCount } from '../../lib/paging';
import type { ListState } from '../../lib/urlState';
import { HydrateLater } from '../HydrateLater';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { inputClasses } from '../ui/Field';
import { Pagination } from '../ui/Pagination';
import { Skeleton } from '../ui/Spinner';

/*
 * The parts every list page shares (listings, marketplace, proposals): its search box, a filter of choices and the
 * results with their count and pages. They live here, with their words in the core catalogue, so a feature's list
 * does not load another feature's code or catalogue.
 */

/** The search box of a list: typed text goes to the URL (?q=) when submitted. */
export function SearchBox({ state, label }: { state: ListState; label: string }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.set('q', text.trim() || null);
  };
  return (
    <search>
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="font-semibold text-ink">
            {label}
          </label>
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClasses}
            maxLength={100}
          />
        </div>
        <Button type="submit" aria-label={t('listings.search.submit')}>
          <Search aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('listings.search.submit')}</span>
        </Button>
      </form>
    </search>
  );
}

/** A filter of several choices (checkboxes) kept in the URL as 'a,b'. */
export function FilterGroup({
  state,
  name,
  legend,
  options,
}: {
  state: ListState;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const inUrl = state.params.get(name) ?? '';
  // The box changes at once; the URL (and the list) follow. Back or a shared link set it from the URL again.
  const [chosen, setChosen] = useState(() => inUrl.split(',').filter(Boolean));
  useEffect(() => setChosen(inUrl.split(',').filter(Boolean)), [inUrl]);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((item) => item !== value);
    setChosen(next);
    state.set(name, next);
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            className="size-5 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Loading, error, empty or the items, then 'page of total'. */
export function ListResults<T>({
  state,
  query,
  empty,
  render,
  className = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  skeletons = 3,
}: {
  state: ListState;
  query: {
    data?:
      | {
          items: T[];
          page: { page: number; limit: number; total_pages: number; total: number; total_capped?: boolean };
        }
      | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  };
  empty: string;
  /** `index` is the item's place on the page: the first card's picture loads first (decision 0080). */
  render: (item: T, index: number) => ReactNode;
  className?: string;
  skeletons?: number;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <div className={className} aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <EmptyState title={t('listings.messages.loadError')} />;
  }
  const { items, page } = query.data;
  // Totals are counted up to a cap (decision 0059): '100+ found', and pages past the last one counted.
  const pages = reachablePages(page.total, page.limit, page.total_capped);
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
      <p className="text-sm text-muted" aria-live="polite">
        {t('listings.list.count', { n: shownCount(page.total, page.total_capped) })}
      </p>
      {items.length === 0 ? (
        // A page 10,000 rows deep or deeper is not read (decision 0085): say why, not that nothing was found.
        <EmptyState title={(page.page - 1) * page.limit >= LIST_MAX_ROWS ? t('listings.list.tooDeep') : empty} />
      ) : (
        <ul className={className}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are replaced as a page
            <li key={index} className="flex">
              {/* The first card is taken over with the page; the others each in a task of their own (decision 0103). */}
              {index === 0 ? render(item, index) : <HydrateLater>{render(item, index)}</HydrateLater>}
            </li>
          ))}
        </ul>
      )}
      {page.total > 0 ? (
        <Pagination page={page.page} totalPages={pages.totalPages} more={pages.more} onPageChange={state.setPage} />
      ) : null}
    </div>
  );
}
