import { LanguageSelect } from '../../../components/language/LanguageSelect';
import { useSettingsT } from '../i18n';
import { SettingsSection } from './SettingsSection';

/** The language of the platform on this device (the same switcher as in the top bar and menu). */
export function LanguageSection() {
  const t = useSettingsT();
  return (
    <SettingsSection id="language" title={t('settings.language.heading')} intro={t('settings.language.intro')}>
      <LanguageSelect />
    </SettingsSection>
  );
}
