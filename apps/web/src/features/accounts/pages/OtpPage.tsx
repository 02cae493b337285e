import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /otp – OTP verification (spec accounts §2 screen 5). Not built yet: this file is replaced when the feature lands. */
export default function OtpPage() {
  const t = useT();
  return (
    <Page title={t('page.otp.title')}>
      <NotAvailableYet />
    </Page>
  );
}
