import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /password – Create-password, the other reading of the business flow (spec accounts §2 screen 7). Not built yet: this file is replaced when the feature lands. */
export default function PasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.password.title')}>
      <NotAvailableYet />
    </Page>
  );
}
