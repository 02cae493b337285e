import { useState } from 'react';
import { dataSaverChoice, setDataSaver } from '../../../lib/dataSaver';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { ChoiceCards, SettingsSection } from './SettingsSection';

const OPTIONS = [
  { value: 'auto', label: 'settings.dataSaver.auto', hint: 'settings.dataSaver.autoHint' },
  { value: 'on', label: 'settings.dataSaver.on', hint: 'settings.dataSaver.onHint' },
  { value: 'off', label: 'settings.dataSaver.off', hint: 'settings.dataSaver.offHint' },
] as const;

type Option = (typeof OPTIONS)[number]['value'];

/** Low-data mode for this device: follow the browser's data saver, always on, or off. Applies at once. */
export function DataSaverSection() {
  const t = useSettingsT();
  const [value, setValue] = useState<Option>(() => dataSaverChoice() ?? 'auto');

  function choose(option: Option) {
    setValue(option);
    setDataSaver(option === 'auto' ? null : option);
    toast.success(t('settings.dataSaver.saved'));
  }

  return (
    <SettingsSection id="data-saver" title={t('settings.dataSaver.heading')} intro={t('settings.dataSaver.intro')}>
      <ChoiceCards
        name="data-saver"
        legend={t('settings.dataSaver.legend')}
        options={OPTIONS.map((option) => ({ value: option.value, label: t(option.label), hint: t(option.hint) }))}
        value={value}
        onChoose={choose}
      />
    </SettingsSection>
  );
}
