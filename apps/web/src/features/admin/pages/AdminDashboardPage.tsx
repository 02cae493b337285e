import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /admin-dashboard – Admin directory (spec accounts §2 screen 13). Not built yet: this file is replaced when the feature lands. */
export default function AdminDashboardPage() {
  const t = useT();
  return (
    <Page title={t('page.adminDashboard.title')}>
      <NotAvailableYet />
    </Page>
  );
}
