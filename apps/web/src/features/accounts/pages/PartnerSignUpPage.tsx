import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /partner – Partner sign-up in 3 steps (spec accounts §2 screen 6). Not built yet: this file is replaced when the feature lands. */
export default function PartnerSignUpPage() {
  const t = useT();
  return (
    <Page title={t('page.partner.title')} className="mx-auto w-full max-w-3xl px-4 py-8">
      <NotAvailableYet />
    </Page>
  );
}
