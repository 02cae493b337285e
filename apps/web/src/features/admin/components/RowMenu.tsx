import type { AdminRow } from '@creative-ng/shared/directory/index';
import { Ban, CircleCheck, Eye, MoreVertical, ShieldCheck, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { FLOATING, MENU_ITEM, MENU_PANEL } from '../../../components/ui/menu';
import { useAdminT } from '../i18n';
import type { AdminTarget } from './useAdminActions';

/** The per-row menu: View Details, Approve (partners not yet approved), BlackList, Delete. */
export function RowMenu({
  row,
  onApprove,
  onAsk,
}: {
  row: AdminRow;
  onApprove: (target: AdminTarget) => void;
  onAsk: (kind: 'blacklist' | 'unblacklist' | 'delete', target: AdminTarget) => void;
}) {
  const t = useAdminT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={t('admin.menu', { name: row.name })}
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-canvas"
        >
          <MoreVertical aria-hidden="true" className="size-5" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content {...FLOATING} sideOffset={4} className={MENU_PANEL}>
          <DropdownMenu.Item asChild className={MENU_ITEM}>
            <Link to={`/adminprofile/${row.id}`} state={{ type: row.type, admin: true }}>
              <Eye aria-hidden="true" className="size-5" />
              {t('admin.action.view')}
            </Link>
          </DropdownMenu.Item>
          {row.type === 'partner' && row.approved === false ? (
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => onApprove(row)}>
              <CircleCheck aria-hidden="true" className="size-5" />
              {t('admin.action.approve')}
            </DropdownMenu.Item>
          ) : null}
          {row.is_blacklisted ? (
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => onAsk('unblacklist', row)}>
              <ShieldCheck aria-hidden="true" className="size-5" />
              {t('admin.action.unblacklist')}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => onAsk('blacklist', row)}>
              <Ban aria-hidden="true" className="size-5" />
              {t('admin.action.blacklist')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={`${MENU_ITEM} text-danger data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger`}
            onSelect={() => onAsk('delete', row)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {t('admin.action.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
