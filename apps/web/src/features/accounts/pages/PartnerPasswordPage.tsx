import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /partpassword – Partner create-password. Not built yet: this file is replaced when the feature lands. */
export default function PartnerPasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.partnerPassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
