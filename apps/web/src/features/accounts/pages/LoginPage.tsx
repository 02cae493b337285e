import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /login – Sign-in page: email, password, Creatives / Partner toggle (spec accounts §2 screen 2). Not built yet: this file is replaced when the feature lands. */
export default function LoginPage() {
  const t = useT();
  return (
    <Page title={t('page.login.title')} className="mx-auto w-full max-w-3xl px-4 py-8">
      <NotAvailableYet />
    </Page>
  );
}
