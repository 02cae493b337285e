import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /business – Business sign-up in 4 steps (spec accounts §2 screen 7). Not built yet: this file is replaced when the feature lands. */
export default function BusinessSignUpPage() {
  const t = useT();
  return (
    <Page title={t('page.business.title')} className="mx-auto w-full max-w-3xl px-4 py-8">
      <NotAvailableYet />
    </Page>
  );
}
