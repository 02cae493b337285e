import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /setpartnerpassword – Partner set password, step 2 (spec accounts §2 screen 11). Not built yet: this file is replaced when the feature lands. */
export default function SetPartnerPasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.setPartnerPassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
