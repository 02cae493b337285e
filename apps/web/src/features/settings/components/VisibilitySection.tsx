import { visibilityRequestSchema } from '@creative-ng/shared/settings/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { Spinner } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { issueText, messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { failureMessage } from '../lib/errors';
import { saveVisibility, settingsKeys, useCurrentVisibility, type Visibility } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const OPTIONS = [
  { value: 'public', label: 'settings.visibility.public', hint: 'settings.visibility.publicHint' },
  { value: 'private', label: 'settings.visibility.private', hint: 'settings.visibility.privateHint' },
] as const;

const ALERT_ID = 'settings-visibility-alert';

/** Profile visibility: public or private, each with what it means; saved with a toast. */
export function VisibilitySection() {
  const t = useSettingsT();
  const session = useSession();
  const client = useQueryClient();
  const current = useCurrentVisibility(session.userType);
  const [chosen, setChosen] = useState<Visibility | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tr = (text: string) => messageText(text);

  const partner = session.userType === 'partner';
  const value: Visibility = chosen ?? current.data ?? 'public';
  const loading = !partner && current.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = visibilityRequestSchema.safeParse({ visibility: value });
    if (!checked.success) {
      setError(tr(issueText(checked.error.issues[0])));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await saveVisibility(checked.data.visibility);
      const key = session.userType === 'business' ? settingsKeys.businessProfile : settingsKeys.creativeProfile;
      client.setQueryData<Record<string, unknown>>(key, (profile) =>
        profile ? { ...profile, visibility: checked.data.visibility } : profile,
      );
      setChosen(null);
      toast.success(tr(response.message) || t('settings.visibilitySaved'));
    } catch (cause) {
      const message = failureMessage(cause, t('settings.visibility.failed'), tr);
      setError(message);
      toast.error(message);
      document.getElementById(ALERT_ID)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="visibility" title={t('settings.visibility.heading')}>
      {loading ? <Spinner label={t('settings.visibility.loading')} /> : null}
      {current.isError ? <p className="text-muted">{t('settings.visibility.loadFailed')}</p> : null}
      {loading ? null : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-ink">{t('settings.visibility.legend')}</legend>
            {partner ? <p className="mb-2 text-sm text-muted">{t('settings.visibility.partnerNote')}</p> : null}
            {OPTIONS.map((option) => {
              const optionId = `settings-visibility-${option.value}`;
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
                    name="visibility"
                    value={option.value}
                    checked={checked}
                    onChange={() => {
                      setChosen(option.value);
                      setError(null);
                    }}
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
          <div id={ALERT_ID} tabIndex={-1} className="outline-none">
            <FormAlert message={error} />
          </div>
          <SubmitButton busy={busy} className="sm:w-auto sm:self-start">
            {busy ? t('settings.visibility.busy') : t('settings.visibility.save')}
          </SubmitButton>
        </form>
      )}
    </SettingsSection>
  );
}
