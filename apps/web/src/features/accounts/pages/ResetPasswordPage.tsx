import { REDIRECT_DELAYS, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { CodePasswordForm } from '../components/CodePasswordForm';
import { LINK } from '../components/controls';
import { useAccountsT } from '../i18n';
import { resetFinal, resetInit } from '../lib/accountsApi';
import { type LoginType, parseLoginType } from '../lib/loginType';
import { stateString } from '../lib/otp';

/** 'Invalid user type.' with the way back to the start. */
function UnknownType() {
  const t = useAccountsT();
  return (
    <Page title={t('page.resetPassword.title')}>
      <div role="alert" className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-soft p-3">
        <p className="font-medium">{t('account.invalidUserType')}</p>
        <Link to="/forgot-password" className={LINK}>
          {t('accounts.reset.startAgain')}
        </Link>
      </div>
    </Page>
  );
}

/**
 * /resetPassword: the emailed code, a new password and its confirmation, for the
 * account type in the navigation state (or ?type= after a reload). Unknown type: 'Invalid user type.'
 */
export default function ResetPasswordPage() {
  const t = useAccountsT();
  const location = useLocation();
  const [search] = useSearchParams();
  const type = parseLoginType(stateString(location.state, 'userType') ?? search.get('type'));
  if (!type) return <UnknownType />;
  const accountType: LoginType = type;

  return (
    <Page title={t('page.resetPassword.title')} subtitle={t('accounts.reset.intro')}>
      <CodePasswordForm
        idPrefix="reset"
        passwordName="new_password"
        loginType={accountType}
        labels={{
          email: t('accounts.email'),
          password: t('accounts.newPassword'),
          button: t('accounts.reset.button'),
          busy: t('accounts.reset.busy'),
          failed: t('account.passwordResetFailed'),
        }}
        pick={(schemas) => schemas.resetFinalRequestSchema}
        save={(data, values) =>
          resetFinal(accountType, {
            email: data.email,
            otp: data.otp,
            new_password: data.new_password,
            confirm_password: values.confirm_password,
          })
        }
        saved={{
          message: t('account.passwordResetSuccessful'),
          redirectMs: REDIRECT_DELAYS.afterReset,
          savedToastMs: TOAST_DURATIONS.quickSuccess,
        }}
        resend={(email) => resetInit(accountType, email)}
      />
    </Page>
  );
}
