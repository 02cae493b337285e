import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /addbusiness – Add a business (spec accounts §2 screen 20). Not built yet: this file is replaced when the feature lands. */
export default function AddBusinessPage() {
  const t = useT();
  return (
    <Page title={t('page.addBusiness.title')}>
      <NotAvailableYet />
    </Page>
  );
}
