import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /businessProfile – Own business profile (spec accounts §2 screen 14, business variant). Not built yet: this file is replaced when the feature lands. */
export default function BusinessProfilePage() {
  const t = useT();
  return (
    <Page title={t('page.businessProfile.title')}>
      <NotAvailableYet />
    </Page>
  );
}
