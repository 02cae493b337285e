import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INLINE_LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { useSession } from '../../../lib/session';
import { useSettingsT } from '../i18n';
import { DataSaverSection } from './DataSaverSection';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { MessagesSection } from './MessagesSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { SellerSection } from './SellerSection';
import { VisibilitySection } from './VisibilitySection';

/**
 * /settings (every signed-in role): Password, Language, Low-data mode, Profile visibility, Notifications, Your data and
 * Delete account.
 * Admins see only the password, language and low-data sections (the other calls are for members).
 * `sellerForm` is the seller username form of another feature, handed in by app/pages/SettingsPage.
 */
export function SettingsScreen({ sellerForm }: { sellerForm: ReactNode }) {
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
            {session.userType === 'user' || session.userType === 'business' ? (
              <SellerSection>{sellerForm}</SellerSection>
            ) : null}
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
