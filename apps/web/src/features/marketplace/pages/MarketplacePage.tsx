import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /marketpage – Marketplace grid (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function MarketplacePage() {
  const t = useT();
  return (
    <Page title={t('page.marketplace.title')}>
      <NotAvailableYet />
    </Page>
  );
}
