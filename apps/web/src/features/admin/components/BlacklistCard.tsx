import type { PublicBusiness, PublicCreative, PublicPartner } from '@creative-ng/shared/profiles/public';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, ScrollText, ShieldCheck, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LINK } from '../../../components/form/controls';
import { Button } from '../../../components/ui';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { useAdminT } from '../i18n';
import { StatusBadge } from './StatusBadge';
import { useAdminActions } from './useAdminActions';

/**
 * The 'BlackList Creator' card: blacklist (with a reason) or take off the blacklist; approve a partner that waits
 * for it; delete. Shown under the profile the page loaded (app/pages/AdminProfilePage hands it in).
 */
export function BlacklistCard({ profile }: { profile: PublicCreative | PublicBusiness | PublicPartner }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const actions = useAdminActions({
    changed: () => void client.invalidateQueries({ queryKey: ['profiles', 'public'] }),
    deleted: () => navigate('/admin-dashboard', { replace: true }),
  });
  const admin = profile.admin;
  if (!admin) return null;
  const target = {
    id: profile.id,
    type: profile.type,
    name: profile.name,
    email: admin.email,
    is_blacklisted: admin.is_blacklisted,
  };
  const pendingPartner = profile.type === 'partner' && !profile.approved;

  return (
    <section aria-labelledby="blacklist-title" className={CARD}>
      <h2 id="blacklist-title" className={CARD_TITLE}>
        {t('admin.card.title')}
      </h2>
      {admin.is_blacklisted ? (
        <p>
          <StatusBadge status="BLOCKED" />
        </p>
      ) : null}
      <p id="blacklist-note" className="text-muted">
        {admin.is_blacklisted ? t('admin.card.blocked') : t('admin.card.active')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {admin.is_blacklisted ? (
          <Button variant="secondary" onClick={() => actions.ask('unblacklist', target)} className="w-full sm:w-fit">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {t('admin.action.unblacklist')}
          </Button>
        ) : (
          <Button
            variant="danger"
            onClick={() => actions.ask('blacklist', target)}
            aria-describedby="blacklist-note"
            className="w-full sm:w-fit"
          >
            <Ban aria-hidden="true" className="size-5" />
            {t('admin.card.title')}
          </Button>
        )}
        {pendingPartner ? (
          <Button onClick={() => actions.approve(target)} className="w-full sm:w-fit">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('admin.action.approve')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => actions.ask('delete', target)} className="w-full text-danger sm:w-fit">
          <Trash2 aria-hidden="true" className="size-5" />
          {t('admin.action.delete')}
        </Button>
      </div>
      <Link to={`/admin-audit?subject=${profile.id}`} className={`${LINK} gap-2`}>
        <ScrollText aria-hidden="true" className="size-5" />
        {t('admin.card.history')}
      </Link>
      {actions.dialogs}
    </section>
  );
}
