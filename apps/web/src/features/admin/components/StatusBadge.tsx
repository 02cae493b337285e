import type { AdminRow, DirectoryStatus } from '@creative-ng/shared/directory/index';
import { cn } from '../../../components/ui/cn';
import { useAdminT } from '../i18n';

const COLOURS: Record<DirectoryStatus, string> = {
  BLOCKED: 'border-danger bg-danger-soft text-danger',
  ACTIVE: 'border-primary-line bg-primary-soft text-primary-darker',
  PUBLIC: 'border-accent bg-accent-soft text-accent-ink',
  PRIVATE: 'border-line bg-canvas text-ink',
  INACTIVE: 'border-warning-line bg-warning-soft text-warning',
};

/** The directory status badge: BLOCKED, ACTIVE, PRIVATE, PUBLIC or INACTIVE. */
export function StatusBadge({ status }: { status: DirectoryStatus }) {
  const t = useAdminT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-sm font-semibold tracking-wide',
        COLOURS[status],
      )}
    >
      {t(`admin.status.${status}`)}
    </span>
  );
}

/**
 * A row's status: its badge, and for a partner an admin has not approved yet, 'Waiting for approval' beside it
 * (on the phone card as in the table), so it does not read as an ordinary PUBLIC account.
 */
export function RowStatus({ row }: { row: Pick<AdminRow, 'status' | 'type' | 'approved'> }) {
  const t = useAdminT();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={row.status} />
      {row.type === 'partner' && row.approved === false && row.status !== 'BLOCKED' ? (
        <span className="inline-flex items-center rounded-full border border-warning-line bg-warning-soft px-2 py-0.5 text-sm font-semibold text-warning">
          {t('admin.pendingApproval')}
        </span>
      ) : null}
    </span>
  );
}
