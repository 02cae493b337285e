import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /adminprofile/:refId – Admin view of a profile (spec accounts §2 screen 15). Not built yet: this file is replaced when the feature lands. */
export default function AdminProfilePage() {
  const t = useT();
  return (
    <Page title={t('page.adminProfile.title')}>
      <NotAvailableYet />
    </Page>
  );
}
