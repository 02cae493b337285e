import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { VerificationFooter } from '../../../app/shell/Footer';
import { SOCIAL_LINKS } from '../../../app/shell/nav';
import { useFocusById } from '../../../components/form/focus';
import { PasswordField } from '../../../components/form/SecretFields';
import { Page } from '../../../components/Page';
import { sendAccountLanguage } from '../../../lib/accountLanguage';
import { failureMessage } from '../../../lib/failure';
import { writeSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { FormAlert, FormCard, INLINE_LINK, SubmitButton, TextField } from '../components/controls';
import { useAccountsT } from '../i18n';
import { validateAccount } from '../lib/accountSchemas';
import { adminLogin } from '../lib/accountsApi';
import { type FieldErrors, FORM_ERROR, firstErrorField, withoutError } from '../lib/forms';

const ORDER = ['email', 'password'];
/** The spec's admin sign-in footer has three social links (X, Facebook, Instagram). */
const ADMIN_SOCIAL_LINKS = SOCIAL_LINKS.slice(0, 3);

/**
 * /admin-login: email and password, 'Login' / 'Logging in', 'All Fields are required'.
 * The token comes at the top level of the answer ('Token not found in response' without it).
 * Success: 'Admin login successful!' and the Admin Directory.
 */
export default function AdminLoginPage() {
  const t = useAccountsT();
  const navigate = useNavigate();
  const focus = useFocusById();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(withoutError(current, field), FORM_ERROR));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const checked = await validateAccount((schemas) => schemas.adminLoginRequestSchema, values, t('apiErrors.NETWORK'));
    if (!checked.ok) {
      setErrors(checked.errors);
      focus(`admin-${firstErrorField(checked.errors, ORDER) ?? 'email'}`);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await adminLogin(checked.data);
      if (!result.token) {
        setErrors({ [FORM_ERROR]: t('account.tokenNotFound') });
        return;
      }
      setDone(true);
      writeSession({
        accessToken: result.token,
        userType: 'admin',
        profile: result.user as unknown as Record<string, unknown> | null,
      });
      sendAccountLanguage();
      toast.success(t('account.adminLoggedIn'), { duration: TOAST_DURATIONS.quickSuccess });
      navigate('/admin-dashboard', { replace: true });
    } catch (error) {
      setErrors({ [FORM_ERROR]: failureMessage(error, t('account.loginFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard>
      <Page title={t('page.adminLogin.title')} subtitle={t('accounts.admin.intro')}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <TextField
            id="admin-email"
            label={t('accounts.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.email}
            onValueChange={change('email')}
            error={errors.email}
          />
          <PasswordField
            id="admin-password"
            label={t('accounts.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onValueChange={change('password')}
            error={errors.password}
          />
          <FormAlert message={errors[FORM_ERROR]} />
          <SubmitButton busy={busy || done}>
            {busy || done ? t('accounts.admin.busy') : t('accounts.admin.button')}
          </SubmitButton>
        </form>
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <nav aria-label={t('accounts.admin.socialLabel')}>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {ADMIN_SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={`${INLINE_LINK} inline-flex min-h-11 items-center`}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <VerificationFooter tone="light" className="px-0 py-0" />
        </div>
      </Page>
    </FormCard>
  );
}
