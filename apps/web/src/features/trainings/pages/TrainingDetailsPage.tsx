import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /training/:id – Training detail (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function TrainingDetailsPage() {
  const t = useT();
  return (
    <Page title={t('page.trainingDetails.title')}>
      <NotAvailableYet />
    </Page>
  );
}
