import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';
import { PartnerPendingNotice } from '../../accounts/components/PartnerPendingNotice';

/** /homepage – Home feed with own profile, skills, availability and posts (spec accounts §2 screen 16). Not built yet: this file is replaced when the feature lands. */
export default function HomePage() {
  const t = useT();
  return (
    <Page title={t('page.home.title')}>
      <PartnerPendingNotice />
      <NotAvailableYet />
    </Page>
  );
}
