import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /profile/:id – Public profile (spec accounts §2 screen 15); also /publicProfile/:refId. Not built yet: this file is replaced when the feature lands. */
export default function PublicProfilePage() {
  const t = useT();
  return (
    <Page title={t('page.publicProfile.title')}>
      <NotAvailableYet />
    </Page>
  );
}
