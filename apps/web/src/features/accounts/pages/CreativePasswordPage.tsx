import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { useAccountsT } from '../i18n';

/** /cpassword – the creative's create-password screen (spec §2 screen 8). */
export default function CreativePasswordPage() {
  const t = useAccountsT();
  return <CreatePasswordForm type="user" title={t('page.creativePassword.title')} />;
}
