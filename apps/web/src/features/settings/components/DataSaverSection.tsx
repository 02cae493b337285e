import { useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { dataSaverChoice, setDataSaver } from '../../../lib/dataSaver';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { SettingsSection } from './SettingsSection';

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
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">{t('settings.dataSaver.legend')}</legend>
        {OPTIONS.map((option) => {
          const optionId = `settings-data-saver-${option.value}`;
          const checked = value === option.value;
          return (
            <div
              key={option.value}
              className={cn(
                'flex items-start gap-3 rounded-lg border p-3',
                checked ? 'border-primary bg-primary-soft' : 'border-line',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name="data-saver"
                value={option.value}
                checked={checked}
                onChange={() => choose(option.value)}
                aria-describedby={`${optionId}-hint`}
                className="mt-2.5 size-6 shrink-0 accent-primary"
              />
              <div className="flex flex-col">
                <label htmlFor={optionId} className="flex min-h-11 items-center font-semibold text-ink">
                  {t(option.label)}
                </label>
                <p id={`${optionId}-hint`} className="text-sm text-muted">
                  {t(option.hint)}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
    </SettingsSection>
  );
}
