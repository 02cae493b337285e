import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /bussinesspage – Business page (spec accounts §2 screen 20). Not built yet: this file is replaced when the feature lands. */
export default function BusinessPage() {
  const t = useT();
  return (
    <Page title={t('page.businessPage.title')}>
      <NotAvailableYet />
    </Page>
  );
}
