import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /funding – Funding layout with the external form (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function FundingPage() {
  const t = useT();
  return (
    <Page title={t('page.funding.title')}>
      <NotAvailableYet />
    </Page>
  );
}
