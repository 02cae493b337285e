import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { OtpVerification } from '../components/OtpVerification';
import { useAccountsT } from '../i18n';
import { parseLoginType } from '../lib/loginType';
import { resendWaitMs } from '../lib/otp';

/**
 * /otp?email=…&type=user|business|partner: verifies the emailed code.
 * Creatives then go to /welcome, businesses to /bpassword, partners to /login.
 */
export default function OtpPage() {
  const t = useAccountsT();
  const [search] = useSearchParams();
  const location = useLocation();
  const type = parseLoginType(search.get('type')) ?? 'user';
  const email = search.get('email')?.trim() || null;
  return (
    <Page title={t('page.otp.title')}>
      <OtpVerification
        key={`${type}-${email}`}
        type={type}
        email={email}
        idPrefix="otp"
        resendWaitMs={resendWaitMs(location.state)}
      />
    </Page>
  );
}
