import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /creative – Creative sign-up (spec accounts §2 screen 4). Not built yet: this file is replaced when the feature lands. */
export default function CreativeSignUpPage() {
  const t = useT();
  return (
    <Page title={t('page.creative.title')} className="mx-auto w-full max-w-3xl px-4 py-8">
      <NotAvailableYet />
    </Page>
  );
}
