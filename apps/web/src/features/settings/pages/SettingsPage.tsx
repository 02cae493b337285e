import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /settings – Settings. Not built yet: this file is replaced when the feature lands. */
export default function SettingsPage() {
  const t = useT();
  return (
    <Page title={t('page.settings.title')}>
      <NotAvailableYet />
    </Page>
  );
}
