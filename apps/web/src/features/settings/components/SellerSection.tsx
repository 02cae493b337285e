import type { ReactNode } from 'react';
import { useSettingsT } from '../i18n';
import { SettingsSection } from './SettingsSection';

/**
 * Creatives and businesses: the readable username in the address of their seller page (/user-products/{username}).
 * The form is the marketplace's: the page that composes Settings (app/pages/SettingsPage) hands it in.
 */
export function SellerSection({ children }: { children: ReactNode }) {
  const t = useSettingsT();
  return (
    <SettingsSection id="seller" title={t('settings.seller.heading')} intro={t('settings.seller.intro')}>
      {children}
    </SettingsSection>
  );
}
