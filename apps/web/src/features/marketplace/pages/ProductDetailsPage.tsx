import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /marketdetailsPage/:id – Product detail (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function ProductDetailsPage() {
  const t = useT();
  return (
    <Page title={t('page.productDetails.title')}>
      <NotAvailableYet />
    </Page>
  );
}
