import type { DirectoryList } from '@creative-ng/shared/directory/index';
import { Search, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Page } from '../../../components/Page';
import { Button, EmptyState, Field, inputClasses, Pagination, Skeleton } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Tabs } from '../../../components/ui/Tabs';
import { useReference } from '../../../lib/api';
import { messageText } from '../../../lib/language';
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
  const reference = useReference();
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
    if (query.isPending) {
      return (
        <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
          <p role="status" className="sr-only">
            {t('directory.loading')}
          </p>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-28 w-full rounded-xl" />
          ))}
        </div>
      );
    }
    if (query.isError) {
      return (
        <LoadFailed
          message={messageText(query.error.message || t('directory.loadFailed'))}
          retryLabel={t('directory.retry')}
          onRetry={() => void query.refetch()}
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
          {entries.map((entry) => (
            <DirectoryCard key={entry.id} entry={entry} />
          ))}
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
          <Field label={t('directory.search')} hint={t('directory.searchHint')}>
            {(control) => (
              <input
                {...control}
                name="q"
                type="search"
                value={text}
                maxLength={100}
                onChange={(event) => setText(event.target.value)}
                className={inputClasses}
              />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('directory.state')} hint={forPartners ? t('directory.filtersNotForPartners') : undefined}>
              {(control) => (
                <select
                  {...control}
                  key={`state-${params.state}`}
                  name="state"
                  defaultValue={params.state}
                  className={inputClasses}
                >
                  <option value="">{t('directory.anyState')}</option>
                  {(reference.data?.states ?? []).map((s) => (
                    <option key={s.state} value={s.state}>
                      {s.state}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('directory.sector')}>
              {(control) => (
                <select
                  {...control}
                  key={`sector-${params.sector}`}
                  name="sector"
                  defaultValue={params.sector}
                  className={inputClasses}
                >
                  <option value="">{t('directory.anySector')}</option>
                  {(reference.data?.sectorGroups ?? []).map((g) => (
                    <option key={g.id} value={g.name}>
                      {g.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
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
