import type { BoundField } from '../../../components/form/formErrors';
import { PasswordField } from '../../../components/form/SecretFields';
import { useAccountsT } from '../i18n';
import { EMAIL_INPUT, TextField } from './controls';

/** A sign-in form's email and current password (a member's and an admin's), bound to the form kit. */
export function SignInFields({ email, password }: { email: BoundField<string>; password: BoundField<string> }) {
  const t = useAccountsT();
  return (
    <>
      <TextField {...email} label={t('accounts.email')} {...EMAIL_INPUT} required />
      <PasswordField {...password} label={t('accounts.password')} autoComplete="current-password" required />
    </>
  );
}
