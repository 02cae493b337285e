import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /partnersetpassword – Partner set password, step 1 (spec accounts §2 screen 11). Not built yet: this file is replaced when the feature lands. */
export default function PartnerSetPasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.partnerSetPassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
