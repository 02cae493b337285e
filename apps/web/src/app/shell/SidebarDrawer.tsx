import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import type { OpenedDialogProps } from '../../components/ui/dialogProps';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { canApplyForFunding } from './nav';
import { SidebarNav } from './SidebarNav';

/**
 * The sidebar as a drawer at 900 px wide or less, with a 'Close menu' control.
 * Escape closes it and focus goes back to the menu button. Loaded on first use.
 */
export default function SidebarDrawer({ open, onOpenChange, returnFocusRef }: OpenedDialogProps) {
  const t = useT();
  const session = useSession();
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('nav.menuTitle')}
      closeLabel={t('nav.closeMenu')}
      returnFocusRef={returnFocusRef}
      variant="drawer"
    >
      {/* The top bar has no room for 'Apply for funding' on small phones, so the drawer offers it first. */}
      {canApplyForFunding(session) ? (
        <div className="px-3 pt-3 sm:hidden">
          <Link
            to="/funding"
            onClick={close}
            className="flex min-h-11 items-center gap-3 rounded-lg bg-primary px-3 py-2 font-semibold text-white no-underline hover:bg-primary-dark"
          >
            <Landmark aria-hidden="true" className="size-5" />
            {t('nav.applyForFunding')}
          </Link>
        </div>
      ) : null}
      <SidebarNav onNavigate={close} />
    </Dialog>
  );
}
