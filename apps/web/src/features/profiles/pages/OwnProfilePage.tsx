import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /profilepage – Own creative profile (spec accounts §2 screen 14). Not built yet: this file is replaced when the feature lands. */
export default function OwnProfilePage() {
  const t = useT();
  return (
    <Page title={t('page.ownProfile.title')}>
      <NotAvailableYet />
    </Page>
  );
}
