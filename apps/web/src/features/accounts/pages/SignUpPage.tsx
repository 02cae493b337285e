import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /signup – Sign-up choice: Creative or Partner (spec accounts §2 screen 3). Not built yet: this file is replaced when the feature lands. */
export default function SignUpPage() {
  const t = useT();
  return (
    <Page title={t('page.signup.title')} subtitle={t('page.signup.subtitle')}>
      <NotAvailableYet />
    </Page>
  );
}
