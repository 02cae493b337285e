import { Hourglass } from 'lucide-react';
import { useSession } from '../../../lib/session';
import { useAccountsT } from '../i18n';

/** For a partner not yet approved by an admin: what that means (ACCOUNT_MESSAGES.partnerPending). */
export function PartnerPendingNotice() {
  const t = useAccountsT();
  const session = useSession();
  if (session.userType !== 'partner' || session.profile?.approved !== false) return null;
  return (
    <section
      aria-labelledby="partner-pending-heading"
      className="flex items-start gap-3 rounded-xl border border-warning-line bg-warning-soft p-4"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <h2 id="partner-pending-heading" className="font-bold text-ink">
          {t('accounts.pending.title')}
        </h2>
        <p>{t('account.partnerPending')}</p>
      </div>
    </section>
  );
}
