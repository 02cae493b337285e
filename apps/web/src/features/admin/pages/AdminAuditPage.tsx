import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INLINE_LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { EmptyState, Pagination } from '../../../components/ui';
import { QueryFallback } from '../../../components/ui/LoadFailed';
import { reachablePages } from '../../../lib/paging';
import { type AdminKey, useAdminT } from '../i18n';
import { useAuditLog } from '../lib/adminApi';

const when = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The account as the log names it: the server keeps 'Name (role)' as it was then, with the role's internal word
 * ('user' for a creative); it reads here as 'Name (creative)', in the chosen language.
 */
function subjectText(label: string, t: ReturnType<typeof useAdminT>): string {
  const match = /^(.*) \((user|business|partner|admin)\)$/.exec(label);
  if (!match?.[1] || !match[2]) return label;
  return t('admin.audit.subject', { name: match[1], role: t(`admin.audit.role.${match[2]}` as AdminKey) });
}

/** /admin-audit – the audit log, newest first, 20 a page. Read only. */
export default function AdminAuditPage() {
  const t = useAdminT();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const subject = search.get('subject') ?? '';
  const query = useAuditLog(page, subject);
  const onePage = (next: number) => {
    const out = new URLSearchParams();
    if (subject) out.set('subject', subject);
    if (next > 1) out.set('page', String(next));
    setSearch(out, { preventScrollReset: true });
  };

  let content: ReactNode;
  if (!query.isSuccess) {
    content = (
      <QueryFallback
        query={query}
        failed={t('admin.loadFailed')}
        retryLabel={t('admin.retry')}
        loading={{
          label: t('admin.audit.loading'),
          count: 4,
          block: 'h-20 w-full rounded-xl',
          className: 'flex flex-col gap-2',
        }}
      />
    );
  } else if (query.data.data.length === 0) {
    content = <EmptyState icon={<ScrollText aria-hidden="true" className="size-6" />} title={t('admin.audit.empty')} />;
  } else {
    const { data: rows, pagination } = query.data;
    const pages = reachablePages(pagination.total, pagination.limit, pagination.total_capped);
    content = (
      <div className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3" aria-busy={query.isFetching}>
          {rows.map((row) => {
            const actionKey = `admin.audit.action.${row.action}` as AdminKey;
            // An action this page has no words for yet still reads as words, never as a raw key.
            const action = t(actionKey) === actionKey ? row.action.replace(/[._]+/g, ' ') : t(actionKey);
            const subject = row.subject_label ? subjectText(row.subject_label, t) : null;
            const by = row.actor_name
              ? t('admin.audit.by', { name: row.actor_name })
              : row.actor_id
                ? t('admin.audit.byGone')
                : t('admin.audit.bySystem');
            const gone = row.action.startsWith('account.deleted');
            return (
              <li key={row.id} className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-ink">{action}</span>
                  <time dateTime={row.created_at} className="text-sm text-muted">
                    {when.format(new Date(row.created_at))}
                  </time>
                </p>
                {row.subject_label ? (
                  <p className="break-words text-ink">
                    <span className="sr-only">{t('admin.audit.account')}: </span>
                    {row.subject_id && !gone ? (
                      <Link
                        to={`/adminprofile/${row.subject_id}`}
                        className={INLINE_LINK}
                        aria-label={t('admin.audit.openAccount', { name: subject ?? row.subject_label })}
                      >
                        {subject}
                      </Link>
                    ) : (
                      subject
                    )}
                  </p>
                ) : null}
                <p className="text-sm text-muted">{by}</p>
                {row.reason ? (
                  <p className="break-words text-sm text-ink">{t('admin.audit.reason', { reason: row.reason })}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <Pagination page={pagination.page} totalPages={pages.totalPages} more={pages.more} onPageChange={onePage} />
      </div>
    );
  }

  return (
    <Page title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')}>
      {subject ? (
        <p className="flex flex-wrap items-center gap-x-3 text-ink">
          {t('admin.audit.oneAccount')}
          <Link to="/admin-audit" className={INLINE_LINK}>
            {t('admin.audit.everyAccount')}
          </Link>
        </p>
      ) : null}
      {content}
    </Page>
  );
}
