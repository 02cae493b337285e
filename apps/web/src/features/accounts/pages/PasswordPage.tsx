import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { useAccountsT } from '../i18n';

/** /password – the other reading of the business create-password screen. */
export default function PasswordPage() {
  const t = useAccountsT();
  return <CreatePasswordForm type="business" title={t('page.password.title')} />;
}
