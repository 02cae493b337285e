import { SellerUsernameForm } from '../../marketplace/components/SellerUsernameForm';
import { useSettingsT } from '../i18n';
import { SettingsSection } from './SettingsSection';

/** Creatives and businesses: the readable username in the address of their seller page (/user-products/{username}). */
export function SellerSection() {
  const t = useSettingsT();
  return (
    <SettingsSection id="seller" title={t('settings.seller.heading')} intro={t('settings.seller.intro')}>
      <SellerUsernameForm moveToPage={false} />
    </SettingsSection>
  );
}
