import { REPORT_STATUSES, type ReportStatus } from '@creative-ng/shared/moderation/constants';
import type { AdminReport } from '@creative-ng/shared/moderation/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INLINE_LINK, LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import { QueryFallback } from '../../../components/ui/LoadFailed';
import { Tabs } from '../../../components/ui/Tabs';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { messageText } from '../../../lib/language';
import { reachablePages, shownCount } from '../../../lib/paging';
import { toast } from '../../../lib/toast';
import { type ModerationTranslate, useModerationT } from '../i18n';
import { dismissReport, moderationKeys, removeReported, useAdminReports } from '../lib/moderationApi';

/** The admin's reason and note, checked as the requests check them (the schemas load with the first check). */
const loadRemoveSchema = async () => (await import('@creative-ng/shared/moderation/index')).removeContentRequestSchema;
const loadDismissSchema = async () => (await import('@creative-ng/shared/moderation/index')).dismissReportRequestSchema;

type Action = { kind: 'remove' | 'dismiss'; report: AdminReport } | null;

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

/** /admin-reports: what people reported, newest first; remove the content or dismiss the reports. */
export default function AdminReportsPage() {
  const t = useModerationT();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const queryClient = useQueryClient();

  const done = async (message: string) => {
    toast.success(messageText(message), { duration: TOAST_DURATIONS.libraryDefault });
    await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  };
  const targetTitle = (report: AdminReport) => report.target?.title ?? t(`moderation.type.${report.target_type}`);

  return (
    <Page title={t('page.adminReports.title')} subtitle={t('page.adminReports.subtitle')}>
      <Tabs
        label={t('moderation.queue.tabs')}
        value={status}
        onValueChange={(value) => {
          setStatus(value as ReportStatus);
          setPage(1);
        }}
        items={REPORT_STATUSES.map((value) => ({
          value,
          label: t(`moderation.status.${value}`),
          content:
            value === status ? <Queue status={status} page={page} onPage={setPage} onAction={setAction} t={t} /> : null,
        }))}
      />
      <ReasonDialog
        open={action?.kind === 'remove'}
        onOpenChange={(open) => !open && setAction(null)}
        danger
        title={t('moderation.remove.title', {
          type: action ? t(`moderation.type.${action.report.target_type}`).toLowerCase() : '',
        })}
        intro={action ? t('moderation.remove.intro', { title: targetTitle(action.report) }) : null}
        label={t('moderation.remove.reason')}
        hint={t('moderation.remove.reasonHint')}
        submitLabel={t('moderation.remove.submit')}
        busyLabel={t('moderation.report.sending')}
        cancelLabel={t('moderation.report.cancel')}
        schema={loadRemoveSchema}
        unreachable={() => t('moderation.remove.failed')}
        onSubmit={async (reason) => {
          if (!action) return;
          await done((await removeReported(action.report.id, reason)).message);
        }}
        failure={(error) => {
          const field = serverFieldErrors(error).reason;
          return field ? { field } : { form: failureMessage(error, t('moderation.remove.failed')) };
        }}
      />
      <ReasonDialog
        open={action?.kind === 'dismiss'}
        onOpenChange={(open) => !open && setAction(null)}
        title={t('moderation.dismiss.title')}
        intro={action ? t('moderation.dismiss.intro', { title: targetTitle(action.report) }) : null}
        label={t('moderation.dismiss.note')}
        hint={t('moderation.dismiss.noteHint')}
        submitLabel={t('moderation.dismiss.submit')}
        busyLabel={t('moderation.report.sending')}
        cancelLabel={t('moderation.report.cancel')}
        name="note"
        schema={loadDismissSchema}
        unreachable={() => t('moderation.dismiss.failed')}
        onSubmit={async (note) => {
          if (!action) return;
          await done((await dismissReport(action.report.id, note)).message);
        }}
        failure={(error) => ({ form: failureMessage(error, t('moderation.dismiss.failed')) })}
      />
    </Page>
  );
}

function Queue({
  status,
  page,
  onPage,
  onAction,
  t,
}: {
  status: ReportStatus;
  page: number;
  onPage: (page: number) => void;
  onAction: (action: Action) => void;
  t: ModerationTranslate;
}) {
  const query = useAdminReports(status, page);
  if (!query.isSuccess) {
    return (
      <QueryFallback
        query={query}
        failed={t('moderation.queue.loadFailed')}
        retryLabel={t('moderation.queue.retry')}
        loading={{
          label: t('moderation.queue.loading'),
          count: 2,
          block: 'h-40 w-full',
          className: 'flex flex-col gap-3',
        }}
      />
    );
  }
  const { items, total, total_capped: capped, limit } = query.data;
  // The total is counted to a cap (decision 0026): '100+' and 'of 10+' past it, never a guess.
  const pages = reachablePages(total, limit, capped);
  if (items.length === 0) {
    return (
      <EmptyState
        title={t(`moderation.queue.empty.${status}`)}
        description={t('moderation.queue.emptyHint')}
        icon={<Flag aria-hidden="true" className="size-6" />}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {total === 1 && !capped
          ? t('moderation.queue.totalOne')
          : t('moderation.queue.total', { count: shownCount(total, capped) })}
      </p>
      <ul className="flex flex-col gap-4">
        {items.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onAction={onAction} t={t} />
          </li>
        ))}
      </ul>
      {pages.totalPages > 1 || pages.more ? (
        <Pagination page={page} totalPages={pages.totalPages} more={pages.more} onPageChange={onPage} />
      ) : null}
    </div>
  );
}

function ReportCard({
  report,
  onAction,
  t,
}: {
  report: AdminReport;
  onAction: (action: Action) => void;
  t: ModerationTranslate;
}) {
  const type = t(`moderation.type.${report.target_type}`);
  const target = report.target;
  const count = report.target_report_count;
  return (
    <article
      aria-labelledby={`report-${report.id}`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-ink">{type}</span>
        {report.status === 'open' && count > 0 ? (
          <span className="font-semibold text-danger">
            {count === 1 ? t('moderation.queue.countOne') : t('moderation.queue.count', { count })}
          </span>
        ) : null}
        {target?.removed ? <span className="text-muted">{t('moderation.queue.alreadyDown')}</span> : null}
      </div>
      <h2 id={`report-${report.id}`} className="break-words text-lg font-semibold text-ink">
        {target ? target.title : t('moderation.queue.targetGone')}
      </h2>
      {target?.excerpt ? <p className="break-words text-muted">{target.excerpt}</p> : null}
      {target?.author_name && report.target_type !== 'profile' ? (
        <p className="text-ink">
          {t('moderation.queue.by')}{' '}
          {target.author_id ? (
            <Link className={INLINE_LINK} to={`/adminprofile/${target.author_id}`}>
              {target.author_name}
            </Link>
          ) : (
            target.author_name
          )}
        </p>
      ) : null}
      <div className="rounded-lg bg-canvas p-3">
        <p className="text-sm font-semibold text-muted">{t('moderation.queue.reason')}</p>
        <p className="break-words text-ink">{report.reason}</p>
        <p className="mt-1 text-sm text-muted">
          {report.reporter
            ? t('moderation.queue.reportedBy', { name: report.reporter.name })
            : t('moderation.queue.reporterGone')}
          {' · '}
          {t('moderation.queue.reportedOn', { date: dateFormat.format(new Date(report.created_at)) })}
        </p>
      </div>
      {report.resolution ? (
        <div>
          <p className="text-sm font-semibold text-muted">{t('moderation.queue.resolution')}</p>
          <p className="break-words text-ink">{report.resolution}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {target?.link && report.target_type !== 'profile' ? (
          <Link className={LINK} to={target.link}>
            {t('moderation.queue.view', { type: type.toLowerCase() })}
          </Link>
        ) : null}
        {target?.link && report.target_type === 'profile' ? (
          <Link className={LINK} to={target.link}>
            {t('moderation.queue.openAdminProfile')}
          </Link>
        ) : null}
        {report.status === 'open' ? (
          <div className="ml-auto flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-describedby={`report-${report.id}`}
              onClick={() => onAction({ kind: 'dismiss', report })}
            >
              {t('moderation.queue.dismiss')}
            </Button>
            {report.can_remove && target && !target.removed ? (
              <Button
                variant="danger"
                aria-describedby={`report-${report.id}`}
                onClick={() => onAction({ kind: 'remove', report })}
              >
                {t('moderation.queue.remove')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
