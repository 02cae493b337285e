import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /user-products/:username – A seller's products (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function SellerProductsPage() {
  const t = useT();
  return (
    <Page title={t('page.sellerProducts.title')}>
      <NotAvailableYet />
    </Page>
  );
}
