import type { DirectoryList } from '@creative-ng/shared/directory/index';
import { Search, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FilterSelect, SearchText } from '../../../components/form/FilterFields';
import { HydrateLater } from '../../../components/HydrateLater';
import { Page } from '../../../components/Page';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { QueryFallback } from '../../../components/ui/LoadFailed';
import { Tabs } from '../../../components/ui/Tabs';
import { useReferenceNames } from '../../../lib/api';
import { reachablePages, shownCount } from '../../../lib/paging';
import { useUrlState } from '../../../lib/urlState';
import { DirectoryCard } from '../components/DirectoryCard';
import { type DirectoryKey, useDirectoryT } from '../i18n';
import { DIRECTORY_DEFAULTS, DIRECTORY_TABS, paramsFromSearch, useDirectory } from '../lib/directoryApi';

/** /directorypage – the public directory: Creatives, Businesses, Partners; search, filters, 10 per page. */
export default function DirectoryPage() {
  const t = useDirectoryT();
  const [params, go] = useUrlState(paramsFromSearch, DIRECTORY_DEFAULTS);
  const query = useDirectory(params);
  const reference = useReferenceNames();
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({ q: text, state: String(form.get('state') ?? ''), sector: String(form.get('sector') ?? '') });
  }

  const filtered = Boolean(params.q || params.state || params.sector);
  const forPartners = params.tab === 'partners';

  const results = (list: DirectoryList) => {
    if (!query.isSuccess) {
      return (
        <QueryFallback
          query={query}
          failed={t('directory.loadFailed')}
          retryLabel={t('directory.retry')}
          loading={{
            label: t('directory.loading'),
            count: 4,
            block: 'h-28 w-full rounded-xl',
            className: 'grid gap-3 sm:grid-cols-2',
          }}
        />
      );
    }
    const entries = query.data[list];
    const total = query.data.counts[list];
    const capped = query.data.counts_capped[list];
    const pages = reachablePages(total, query.data.limit, capped);
    if (entries.length === 0) {
      return (
        <EmptyState
          icon={<Users aria-hidden="true" className="size-6" />}
          title={t(`directory.empty.${list}` as DirectoryKey)}
          description={filtered ? t('directory.emptyHint') : undefined}
        />
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <p className="text-muted" aria-live="polite">
          {t('directory.results', { count: shownCount(total, capped) })}
        </p>
        <ul className="grid gap-3 sm:grid-cols-2" aria-busy={query.isFetching}>
          {entries.map((entry, index) =>
            // The first card is taken over with the page; the others each in a task of their own (decision 0103).
            index === 0 ? (
              <DirectoryCard key={entry.id} entry={entry} />
            ) : (
              <HydrateLater key={entry.id}>
                <DirectoryCard entry={entry} />
              </HydrateLater>
            ),
          )}
        </ul>
        <Pagination
          page={params.page}
          totalPages={pages.totalPages}
          more={pages.more}
          onPageChange={(page) => go({ page })}
        />
      </div>
    );
  };

  return (
    <Page title={t('page.directory.title')} subtitle={t('directory.subtitle')}>
      <search>
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <SearchText label={t('directory.search')} hint={t('directory.searchHint')} value={text} onChange={setText} />
          <div className="grid gap-3 sm:grid-cols-2">
            <FilterSelect
              label={t('directory.state')}
              hint={forPartners ? t('directory.filtersNotForPartners') : undefined}
              name="state"
              value={params.state}
              anyLabel={t('directory.anyState')}
              options={(reference.data?.states ?? []).map((state) => ({ value: state, label: state }))}
            />
            <FilterSelect
              label={t('directory.sector')}
              name="sector"
              value={params.sector}
              anyLabel={t('directory.anySector')}
              options={(reference.data?.sectorGroups ?? []).map((g) => ({ value: g.name, label: g.name }))}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit">
              <Search aria-hidden="true" className="size-5" />
              {t('directory.searchButton')}
            </Button>
            {filtered ? (
              <Button variant="ghost" onClick={() => go({ q: '', state: '', sector: '' })}>
                {t('directory.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      </search>
      <Tabs
        label={t('directory.tabs')}
        value={params.tab}
        onValueChange={(tab) => go({ tab: tab as DirectoryList })}
        items={DIRECTORY_TABS.map((list) => ({
          value: list,
          label: t(`directory.tab.${list}` as DirectoryKey, {
            count: query.data ? shownCount(query.data.counts[list], query.data.counts_capped[list]) : '…',
          }),
          content: list === params.tab ? results(list) : null,
        }))}
      />
    </Page>
  );
}
