import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /cpassword – Creative create-password (spec accounts §2 screen 8). Not built yet: this file is replaced when the feature lands. */
export default function CreativePasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.creativePassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
