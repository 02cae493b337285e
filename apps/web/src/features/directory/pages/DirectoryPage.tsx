import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /directorypage – Public directory: Creatives, Businesses, Partners (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function DirectoryPage() {
  const t = useT();
  return (
    <Page title={t('page.directory.title')}>
      <NotAvailableYet />
    </Page>
  );
}
