import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /tooldetailsPage/:id – Offer detail (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function ToolDetailsPage() {
  const t = useT();
  return (
    <Page title={t('page.toolDetails.title')}>
      <NotAvailableYet />
    </Page>
  );
}
