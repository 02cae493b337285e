import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { useAccountsT } from '../i18n';

/** /bpassword – the business's create-password screen, after its OTP. */
export default function BusinessPasswordPage() {
  const t = useAccountsT();
  return <CreatePasswordForm type="business" title={t('page.businessPassword.title')} />;
}
