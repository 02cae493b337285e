import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /trainingpage – Training list; also /trainingPage (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function TrainingsPage() {
  const t = useT();
  return (
    <Page title={t('page.trainings.title')}>
      <NotAvailableYet />
    </Page>
  );
}
