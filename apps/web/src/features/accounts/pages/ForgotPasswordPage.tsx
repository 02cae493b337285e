import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /forgot-password – Forgot password (spec accounts §2 screen 9). Not built yet: this file is replaced when the feature lands. */
export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <Page title={t('page.forgotPassword.title')}>
      <NotAvailableYet />
    </Page>
  );
}
