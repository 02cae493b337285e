import { CreatePasswordForm } from '../components/CreatePasswordForm';
import { useAccountsT } from '../i18n';

/** /bpassword – the business's create-password screen, after its OTP (spec §2 screens 7 and 8). */
export default function BusinessPasswordPage() {
  const t = useAccountsT();
  return <CreatePasswordForm type="business" title={t('page.businessPassword.title')} />;
}
