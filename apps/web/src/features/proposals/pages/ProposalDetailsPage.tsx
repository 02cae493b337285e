import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /proposaldetailsPage/:id – Proposal detail (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function ProposalDetailsPage() {
  const t = useT();
  return (
    <Page title={t('page.proposalDetails.title')}>
      <NotAvailableYet />
    </Page>
  );
}
