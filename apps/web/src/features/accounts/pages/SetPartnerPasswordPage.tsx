import { REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { CodePasswordForm } from '../components/CodePasswordForm';
import { LINK } from '../components/controls';
import { useAccountsT } from '../i18n';
import { partnerSetPassword, resendOtp } from '../lib/accountsApi';
import { useTimers } from '../lib/hooks';
import { stateString } from '../lib/otp';

/**
 * /setpartnerpassword and /partpassword: 'Set your password' with the email (prefilled
 * from the state or the address), the emailed code, the password and its confirmation. It verifies the
 * email and sets the password; then 'Password created successfully!' and /login (partner) after 2 s.
 */
export default function SetPartnerPasswordPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const later = useTimers();

  return (
    <Page title={t('page.setPartnerPassword.title')} subtitle={t('accounts.setPartnerPassword.intro')}>
      <CodePasswordForm
        idPrefix="partner-password"
        passwordName="password"
        initialEmail={stateString(location.state, 'email') ?? search.get('email') ?? ''}
        labels={{
          email: t('accounts.partner.email'),
          password: t('accounts.password'),
          button: t('accounts.setPartnerPassword.button'),
          busy: t('accounts.setPartnerPassword.busy'),
          failed: t('accounts.errors.createPassword'),
        }}
        pick={(schemas) => schemas.partnerSetPasswordRequestSchema}
        save={(data, values) =>
          partnerSetPassword({
            email: data.email,
            otp: data.otp,
            password: data.password,
            confirm_password: values.confirm_password,
          })
        }
        onSaved={() => {
          toast.success(t('account.passwordCreatedPartner'));
          later(() => navigate('/login', { state: { loginType: 'partner' } }), REDIRECT_DELAYS.afterPasswordSet);
        }}
        resend={(email) => resendOtp('partner', email)}
      />
      <p className="text-center">
        <Link to="/login" state={{ loginType: 'partner' }} className={LINK}>
          {t('accounts.backToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
