import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui';
import { failureMessage, isAbort } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { fileSize } from '../lib/export';
import { downloadMyData } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const SIZE_KEYS = { bytes: 'settings.data.sizeBytes', kb: 'settings.data.sizeKb', mb: 'settings.data.sizeMb' } as const;

/** Your data: "Download my data" (NDPA right of access), then the file's name and size. */
export function DataSection() {
  const t = useSettingsT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      const file = await downloadMyData();
      const size = fileSize(file.bytes);
      setResult({
        ok: true,
        text: t('settings.data.done', { filename: file.filename, size: t(SIZE_KEYS[size.unit], { size: size.value }) }),
      });
    } catch (error) {
      if (isAbort(error)) return;
      const message = failureMessage(error, t('settings.data.failed'));
      setResult({ ok: false, text: message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="your-data" title={t('settings.data.heading')} intro={t('settings.data.intro')}>
      <div className="flex flex-col items-start gap-3">
        <Button
          variant="secondary"
          onClick={() => void download()}
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          <Download aria-hidden="true" className="size-5" />
          {busy ? t('settings.data.busy') : t('settings.data.download')}
        </Button>
        <p role="status" className={result?.ok === false ? 'font-medium text-danger' : 'text-ink'}>
          {result?.text ?? ''}
        </p>
      </div>
    </SettingsSection>
  );
}
