import type { DirectoryList, DirectoryStatus } from '@creative-ng/shared/directory/index';
import { DIRECTORY_STATUSES } from '@creative-ng/shared/reference/options';
import { Download, ScrollText, Search, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LINK } from '../../../components/form/controls';
import { FilterSelect, SearchText } from '../../../components/form/FilterFields';
import { Page } from '../../../components/Page';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { QueryFallback } from '../../../components/ui/LoadFailed';
import { Tabs } from '../../../components/ui/Tabs';
import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { reachablePages, shownCount } from '../../../lib/paging';
import { toast } from '../../../lib/toast';
import { useUrlState } from '../../../lib/urlState';
import { AdminTable } from '../components/AdminTable';
import { useAdminActions } from '../components/useAdminActions';
import { type AdminKey, useAdminT } from '../i18n';
import { ADMIN_LIST_DEFAULTS, ADMIN_TABS, adminParamsFrom, downloadCsv, useAdminList } from '../lib/adminApi';

/** /admin-dashboard – Admin Directory: tabs with counts, search, 10 rows a page. */
export default function AdminDashboardPage() {
  const t = useAdminT();
  const [params, go] = useUrlState(adminParamsFrom, ADMIN_LIST_DEFAULTS);
  const query = useAdminList(params);
  const actions = useAdminActions();
  const [text, setText] = useState(params.q);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => setText(params.q), [params.q]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({ q: text, status: String(form.get('status') ?? '') as DirectoryStatus | '' });
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadCsv(params);
    } catch (failed) {
      toast.error(failed instanceof ApiError ? messageText(failed.message) : t('admin.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  const body = (list: DirectoryList) => {
    if (!query.isSuccess) {
      return (
        <QueryFallback
          query={query}
          failed={t('admin.loadFailed')}
          retryLabel={t('admin.retry')}
          loading={{
            label: t('admin.loading'),
            count: 5,
            block: 'h-14 w-full rounded-lg',
            className: 'flex flex-col gap-2',
          }}
        />
      );
    }
    const { data: rows, pagination } = query.data;
    const pages = reachablePages(pagination.total, pagination.limit, pagination.total_capped);
    if (rows.length === 0) {
      return (
        <EmptyState
          icon={<Users aria-hidden="true" className="size-6" />}
          title={t(`admin.empty.${list}` as AdminKey)}
        />
      );
    }
    return (
      <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
        <p className="text-muted" aria-live="polite">
          {t('admin.results', { count: shownCount(pagination.total, pagination.total_capped) })}
        </p>
        <AdminTable
          list={list}
          rows={rows}
          page={pagination.page}
          totalPages={pages.totalPages}
          morePages={pages.more}
          onApprove={(target) => actions.approve(target)}
          onAsk={actions.ask}
        />
        <Pagination
          page={pagination.page}
          totalPages={pages.totalPages}
          more={pages.more}
          onPageChange={(page) => go({ page })}
        />
      </div>
    );
  };

  return (
    <Page
      title={t('page.adminDashboard.title')}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => void download()}
            disabled={downloading}
            aria-describedby="csv-hint"
          >
            <Download aria-hidden="true" className="size-5" />
            {downloading ? t('admin.downloading') : t('admin.download')}
          </Button>
          <span id="csv-hint" className="sr-only">
            {t('admin.downloadHint')}
          </span>
        </>
      }
    >
      <search>
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <SearchText label={t('admin.search')} hint={t('admin.searchHint')} value={text} onChange={setText} />
            <FilterSelect
              label={t('admin.statusFilter')}
              hint={t('admin.statusHelp')}
              name="status"
              value={params.status}
              anyLabel={t('admin.anyStatus')}
              options={DIRECTORY_STATUSES.map((status) => ({
                value: status,
                label: t(`admin.status.${status}` as AdminKey),
              }))}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit">
              <Search aria-hidden="true" className="size-5" />
              {t('admin.searchButton')}
            </Button>
            {params.q || params.status ? (
              <Button variant="ghost" onClick={() => go({ q: '', status: '' })}>
                {t('admin.clear')}
              </Button>
            ) : null}
            <Link to="/admin-audit" className={`${LINK} ml-auto gap-2`}>
              <ScrollText aria-hidden="true" className="size-5" />
              {t('admin.directory.auditLink')}
            </Link>
          </div>
        </form>
      </search>
      <Tabs
        label={t('admin.tabs')}
        value={params.tab}
        onValueChange={(tab) => go({ tab: tab as DirectoryList })}
        items={ADMIN_TABS.map((list) => ({
          value: list,
          label: t(`admin.tab.${list}` as AdminKey, {
            count: query.data ? shownCount(query.data.counts[list], query.data.counts_capped[list]) : '…',
          }),
          content: list === params.tab ? body(list) : null,
        }))}
      />
      {actions.dialogs}
    </Page>
  );
}
