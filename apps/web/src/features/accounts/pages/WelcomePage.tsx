import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /welcome – Post-registration welcome. Not built yet: this file is replaced when the feature lands. */
export default function WelcomePage() {
  const t = useT();
  return (
    <Page title={t('page.welcome.title')}>
      <NotAvailableYet />
    </Page>
  );
}
