import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { useAccountsT } from '../i18n';

/** /cpassword – the creative's create-password screen. */
export default function CreativePasswordPage() {
  const t = useAccountsT();
  return <CreatePasswordForm type="user" title={t('page.creativePassword.title')} />;
}
