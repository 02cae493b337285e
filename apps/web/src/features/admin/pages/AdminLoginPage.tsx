import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /admin-login – Admin sign-in (spec accounts §2 screen 12). Not built yet: this file is replaced when the feature lands. */
export default function AdminLoginPage() {
  const t = useT();
  return (
    <Page title={t('page.adminLogin.title')} className="mx-auto w-full max-w-3xl px-4 py-8">
      <NotAvailableYet />
    </Page>
  );
}
