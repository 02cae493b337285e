import { REDIRECT_DELAYS } from '@creative-ng/shared/reference/constants';
import { Page } from '../../../components/Page';
import { CodePasswordForm } from '../components/CodePasswordForm';
import { useAccountsT } from '../i18n';
import { partnerSetPassword, resendOtp } from '../lib/accountsApi';

/**
 * /setpartnerpassword and /partpassword: 'Set your password' with the email (prefilled
 * from the state or the address), the emailed code, the password and its confirmation. It verifies the
 * email and sets the password; then 'Password created successfully!' and /login (partner) after 2 s.
 */
export default function SetPartnerPasswordPage() {
  const t = useAccountsT();

  return (
    <Page title={t('page.setPartnerPassword.title')} subtitle={t('accounts.setPartnerPassword.intro')}>
      <CodePasswordForm
        idPrefix="partner-password"
        passwordName="password"
        loginType="partner"
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
        saved={{ message: t('account.passwordCreatedPartner'), redirectMs: REDIRECT_DELAYS.afterPasswordSet }}
        resend={(email) => resendOtp('partner', email)}
      />
    </Page>
  );
}
