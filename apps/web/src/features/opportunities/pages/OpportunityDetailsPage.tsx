import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /opportunitydetails/:id – Opportunity detail; also /opportunity/:id (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function OpportunityDetailsPage() {
  const t = useT();
  return (
    <Page title={t('page.opportunityDetails.title')}>
      <NotAvailableYet />
    </Page>
  );
}
