import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /trainingform – Create a training (partners; spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function TrainingFormPage() {
  const t = useT();
  return (
    <Page title={t('page.trainingForm.title')}>
      <NotAvailableYet />
    </Page>
  );
}
