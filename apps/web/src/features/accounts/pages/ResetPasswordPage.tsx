import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /resetPassword – Reset password (spec accounts §2 screen 10). Not built yet: this file is replaced when the feature lands. */
export default function ResetPasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.resetPassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
