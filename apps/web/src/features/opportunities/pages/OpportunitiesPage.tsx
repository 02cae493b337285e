import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /opportunitypage – Opportunities list (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function OpportunitiesPage() {
  const t = useT();
  return (
    <Page title={t('page.opportunities.title')}>
      <NotAvailableYet />
    </Page>
  );
}
