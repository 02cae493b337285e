import type { AdminRow, DirectoryList } from '@creative-ng/shared/directory/index';
import { Avatar } from '../../../components/ui';
import { type AdminKey, useAdminT } from '../i18n';
import { RowMenu } from './RowMenu';
import { RowStatus } from './StatusBadge';
import type { AdminTarget } from './useAdminActions';

interface Column {
  key: AdminKey;
  cell: (row: AdminRow) => string;
}

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
export const joined = (row: { created_at: string }) => dateFormat.format(new Date(row.created_at));

interface AdminTableProps {
  list: DirectoryList;
  rows: readonly AdminRow[];
  page: number;
  totalPages: number;
  /** Counting stopped early: there are pages after `totalPages`. */
  morePages?: boolean;
  onApprove: (target: AdminTarget) => void;
  onAsk: (kind: 'blacklist' | 'unblacklist' | 'delete', target: AdminTarget) => void;
}

/**
 * The admin directory's rows: a table on wider screens (creatives and businesses: name, location, creative
 * specialty, status, date joined; partners: name, sector, status, date joined) and one card per row on phones.
 */
export function AdminTable({ list, rows, page, totalPages, morePages = false, onApprove, onAsk }: AdminTableProps) {
  const t = useAdminT();
  const none = t('admin.notSet');
  const columns: Column[] =
    list === 'partners'
      ? [
          {
            key: 'admin.col.sector',
            cell: (r) => (r.industry ? t(`admin.industry.${r.industry}` as AdminKey) : none),
          },
        ]
      : [
          { key: 'admin.col.location', cell: (r) => r.location ?? none },
          { key: 'admin.col.specialty', cell: (r) => r.specialty ?? none },
        ];

  return (
    <>
      <table className="hidden w-full border-collapse text-left md:table">
        <caption className="sr-only">
          {t(`admin.table.caption.${list}` as AdminKey, { page, total: morePages ? `${totalPages}+` : totalPages })}
        </caption>
        <thead>
          <tr className="border-b border-line text-sm text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('admin.col.name')}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-3 font-semibold">
                {t(c.key)}
              </th>
            ))}
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('admin.col.status')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('admin.col.joined')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">{t('admin.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line align-middle" data-row-id={row.id}>
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="flex items-center gap-3">
                  <Avatar name={row.name} src={row.photo} size="sm" decorative />
                  <span className="flex min-w-0 flex-col">
                    <span className="break-words font-semibold text-ink">{row.name}</span>
                    <span className="break-all text-sm text-muted">{row.email}</span>
                  </span>
                </span>
              </th>
              {columns.map((c) => (
                <td key={c.key} className="py-2 pr-3">
                  {c.cell(row)}
                </td>
              ))}
              <td className="py-2 pr-3">
                <RowStatus row={row} />
              </td>
              <td className="whitespace-nowrap py-2 pr-3">{joined(row)}</td>
              <td className="py-2 text-right">
                <RowMenu row={row} onApprove={onApprove} onAsk={onAsk} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-line bg-white p-3" data-row-id={row.id}>
            <div className="flex items-start gap-3">
              <Avatar name={row.name} src={row.photo} size="md" decorative />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="break-words font-semibold text-ink">{row.name}</p>
                <p className="break-all text-sm text-muted">{row.email}</p>
              </div>
              <RowMenu row={row} onApprove={onApprove} onAsk={onAsk} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {[
                ...columns.map((c) => [t(c.key), c.cell(row)] as const),
                [t('admin.col.status'), <RowStatus key="status" row={row} />] as const,
                [t('admin.col.joined'), joined(row)] as const,
              ].map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="break-words text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
