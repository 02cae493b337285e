import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /bpassword – Business create-password (spec accounts §2 screen 8). Not built yet: this file is replaced when the feature lands. */
export default function BusinessPasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.businessPassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
