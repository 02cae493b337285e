import { Link } from 'react-router';
import { INLINE_LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { useSession } from '../../../lib/session';
import { DataSaverSection } from '../components/DataSaverSection';
import { DataSection } from '../components/DataSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { EmailSection } from '../components/EmailSection';
import { LanguageSection } from '../components/LanguageSection';
import { MessagesSection } from '../components/MessagesSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { PasswordSection } from '../components/PasswordSection';
import { SellerSection } from '../components/SellerSection';
import { VisibilitySection } from '../components/VisibilitySection';
import { useSettingsT } from '../i18n';

/**
 * /settings (every signed-in role): Password, Language, Low-data mode, Profile visibility, Notifications, Your data and
 * Delete account.
 * Admins see only the password, language and low-data sections (the other calls are for members).
 */
export default function SettingsPage() {
  const t = useSettingsT();
  const session = useSession();
  const member = session.userType !== null && session.userType !== 'admin';
  const [before, after] = t('settings.privacyNotice').split('{link}');
  return (
    <Page title={t('page.settings.title')} subtitle={member ? t('settings.intro') : undefined}>
      <div className="flex max-w-3xl flex-col gap-6">
        <PasswordSection />
        <LanguageSection />
        <DataSaverSection />
        {member ? (
          <>
            <EmailSection />
            <VisibilitySection />
            {session.userType === 'user' || session.userType === 'business' ? <SellerSection /> : null}
            <NotificationsSection />
            <MessagesSection />
            <DataSection />
            <DeleteAccountSection />
          </>
        ) : null}
        <p>
          {before}
          <Link to="/privacy" className={INLINE_LINK}>
            {t('settings.privacyLink')}
          </Link>
          {after}
        </p>
      </div>
    </Page>
  );
}
