import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /partnerwelcome – Thank-you page after partner sign-up. Not built yet: this file is replaced when the feature lands. */
export default function PartnerWelcomePage() {
  const t = useT();
  return (
    <Page title={t('page.partnerWelcome.title')}>
      <NotAvailableYet />
    </Page>
  );
}
