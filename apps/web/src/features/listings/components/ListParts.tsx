import { LIST_MAX_ROWS } from '@creative-ng/shared/reference/constants';
import { Bookmark, Hourglass, Plus, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { FilterControl } from '../../../components/FilterControl';
import { HydrateLater } from '../../../components/HydrateLater';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/EmptyState';
import { inputClasses } from '../../../components/ui/Field';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Spinner';
import { reachablePages, shownCount } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import type { ListState } from '../../../lib/urlState';
import { useListingsT } from '../i18n';
import { usePublisher } from '../lib/listingsApi';

// Other features import these from here.
export { ExternalLink, ListingPicture, SaveButton } from './ItemParts';

/** The search box of a list: typed text goes to the URL (?q=) when submitted. */
export function SearchBox({ state, label }: { state: ListState; label: string }) {
  const t = useListingsT();
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

/** The list's filters in the one filter control every list shares (a 'Filters' button and dialog on a phone). */
export function FilterPanel({ children, active }: { children: ReactNode; active: number }) {
  const t = useListingsT();
  return (
    <FilterControl
      openLabel={t('listings.filters.title')}
      title={t('listings.filters.title')}
      doneLabel={t('listings.filters.done')}
      active={active}
      columns={3}
    >
      {children}
    </FilterControl>
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
  const t = useListingsT();
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

/**
 * The partner's 'Post an …' card: approved partners get the create button; a partner waiting for
 * approval is told why it cannot publish; nobody else sees anything.
 */
export function PublishCard({
  title,
  text,
  action,
  onCreate,
}: {
  title: string;
  text: string;
  action: string;
  onCreate: () => void;
}) {
  const t = useListingsT();
  const session = useSession();
  const publisher = usePublisher();
  if (session.userType !== 'partner' || !publisher.data) return null;
  if (!publisher.data.can_publish) {
    return (
      <section
        aria-labelledby="publish-pending-heading"
        className="flex items-start gap-3 rounded-xl border border-warning-line bg-warning-soft p-4"
      >
        <Hourglass aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
        <div className="flex flex-col gap-1">
          <h2 id="publish-pending-heading" className="font-bold text-ink">
            {t('listings.publish.pendingTitle')}
          </h2>
          <p>{publisher.data.reason === 'blocked' ? t('listing.blocked') : t('listing.notApproved')}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="publish-heading"
      className="flex flex-col gap-3 rounded-xl border border-primary bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="publish-heading" className="text-lg font-bold text-ink">
          {title}
        </h2>
        <p className="text-ink">{text}</p>
      </div>
      <button type="button" onClick={onCreate} className={buttonClasses({}, 'shrink-0')}>
        <Plus aria-hidden="true" className="size-5" />
        {action}
      </button>
    </section>
  );
}

/** 'All' / 'Mine' for partners: their own list includes items not shown to the public. */
export function MineSwitch({ state, allLabel, mineLabel }: { state: ListState; allLabel: string; mineLabel: string }) {
  const session = useSession();
  if (session.userType !== 'partner') return null;
  const mine = state.params.get('mine') === '1';
  const item = (active: boolean, label: string, value: string | null) => (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => state.set('mine', value)}
      className={cn(
        'min-h-11 rounded-lg px-4 font-semibold',
        active ? 'bg-primary text-white' : 'border border-line bg-white text-ink hover:bg-canvas',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex gap-2">
      {item(!mine, allLabel, null)}
      {item(mine, mineLabel, '1')}
    </div>
  );
}

/** A link to 'Saved' for the people who can save (creatives and businesses). */
export function SavedLink() {
  const t = useListingsT();
  const session = useSession();
  if (!session.accessToken || (session.userType !== 'user' && session.userType !== 'business')) return null;
  return (
    <Link to="/saved" className={buttonClasses({ variant: 'secondary' })}>
      <Bookmark aria-hidden="true" className="size-5" />
      {t('listings.saved.title')}
    </Link>
  );
}
