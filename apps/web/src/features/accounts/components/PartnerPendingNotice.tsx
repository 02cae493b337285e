import { PendingNotice } from '../../../components/PendingNotice';
import { useSession } from '../../../lib/session';
import { useAccountsT } from '../i18n';

/** For a partner not yet approved by an admin: what that means (ACCOUNT_MESSAGES.partnerPending). */
export function PartnerPendingNotice() {
  const t = useAccountsT();
  const session = useSession();
  if (session.userType !== 'partner' || session.profile?.approved !== false) return null;
  return (
    <PendingNotice id="partner-pending-heading" title={t('accounts.pending.title')}>
      {t('account.partnerPending')}
    </PendingNotice>
  );
}
