import type { VisibilityRequest } from '@creative-ng/shared/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Spinner } from '../../../components/ui';
import { messageText } from '../../../lib/language';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { saveVisibility, settingsKeys, useCurrentVisibility, type Visibility } from '../lib/settingsApi';
import { ChoiceCards, SettingsSection } from './SettingsSection';

const OPTIONS = [
  { value: 'public', label: 'settings.visibility.public', hint: 'settings.visibility.publicHint' },
  { value: 'private', label: 'settings.visibility.private', hint: 'settings.visibility.privateHint' },
] as const;

const ALERT_ID = 'settings-visibility-alert';

/** The shared visibility schema, loaded with the first check. */
const loadSchema = async () => (await import('@creative-ng/shared/settings/schemas')).visibilityRequestSchema;

/** Profile visibility on the form kit: public or private, each with what it means; saved with a toast. */
export function VisibilitySection() {
  const t = useSettingsT();
  const session = useSession();
  const client = useQueryClient();
  const current = useCurrentVisibility(session.userType);
  // What is checked and sent is what the person sees chosen: their choice, else what is saved.
  const shown = useRef<Visibility>('public');
  // The choice made here; until then, what is saved.
  const kit = useSchemaForm<{ visibility: Visibility | null }, undefined, VisibilityRequest>({
    defaultValues: { visibility: null },
    schema: loadSchema,
    input: () => ({ visibility: shown.current }),
    unreachable: () => t('settings.visibility.failed'),
    idOf: (field) => `settings-${field}-public`,
    alertId: ALERT_ID,
  });
  const save = useMutation({ mutationFn: saveVisibility });

  const partner = session.userType === 'partner';
  const value: Visibility = kit.values.visibility ?? current.data ?? 'public';
  shown.current = value;
  const loading = !partner && current.isPending;

  const onSubmit = kit.submit(({ visibility }) => {
    if (save.isPending) return;
    const chosen = visibility as Visibility; // the schema's own choices
    save.mutate(chosen, {
      onSuccess: (response) => {
        const key = session.userType === 'business' ? settingsKeys.businessProfile : settingsKeys.creativeProfile;
        client.setQueryData<Record<string, unknown>>(key, (profile) =>
          profile ? { ...profile, visibility: chosen } : profile,
        );
        kit.form.reset({ visibility: null });
        toast.success(messageText(response.message) || t('settings.visibilitySaved'));
      },
      onError: (cause) => toast.error(kit.refuse(cause, t('settings.visibility.failed'))),
    });
  });

  return (
    <SettingsSection id="visibility" title={t('settings.visibility.heading')}>
      {loading ? <Spinner label={t('settings.visibility.loading')} /> : null}
      {current.isError ? <p className="text-muted">{t('settings.visibility.loadFailed')}</p> : null}
      {loading ? null : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <ChoiceCards
            name="visibility"
            legend={t('settings.visibility.legend')}
            note={partner ? <p className="mb-2 text-sm text-muted">{t('settings.visibility.partnerNote')}</p> : null}
            options={OPTIONS.map((option) => ({ value: option.value, label: t(option.label), hint: t(option.hint) }))}
            value={value}
            onChoose={(chosen) => kit.change('visibility', chosen)}
          />
          <div id={ALERT_ID} tabIndex={-1} className="outline-none">
            <FormAlert message={kit.errors[FORM_ERROR]} />
          </div>
          <SubmitButton busy={save.isPending} className="sm:w-auto sm:self-start">
            {save.isPending ? t('settings.visibility.busy') : t('settings.visibility.save')}
          </SubmitButton>
        </form>
      )}
    </SettingsSection>
  );
}
