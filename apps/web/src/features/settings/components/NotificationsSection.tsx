import type { NoticeEmailSettingsUpdate } from '@creative-ng/shared/notifications/schemas';
import type { Role } from '@creative-ng/shared/reference/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Spinner } from '../../../components/ui';
import { failureMessage } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type SettingsKey, useSettingsT } from '../i18n';
import {
  type NoticeEmailSettings,
  noticeSettingsKey,
  saveNoticeEmailSettings,
  useNoticeEmailSettings,
} from '../lib/noticeSettingsApi';
import { SettingsSection } from './SettingsSection';

/** The kinds of notice each role can receive, with their label. */
const KINDS: { kind: string; label: SettingsKey; roles: readonly Role[] }[] = [
  { kind: 'partner_approved', label: 'settings.notices.partner_approved', roles: ['partner'] },
  { kind: 'post_liked', label: 'settings.notices.post_liked', roles: ['user', 'business'] },
  { kind: 'content_removed', label: 'settings.notices.content_removed', roles: ['user', 'business', 'partner'] },
  { kind: 'order_request', label: 'settings.notices.order_request', roles: ['user', 'business'] },
  { kind: 'order_updated', label: 'settings.notices.order_updated', roles: ['user', 'business'] },
  { kind: 'proposal_received', label: 'settings.notices.proposal_received', roles: ['user', 'business', 'partner'] },
  { kind: 'proposal_decided', label: 'settings.notices.proposal_decided', roles: ['user', 'business', 'partner'] },
  { kind: 'training_reminder', label: 'settings.notices.training_reminder', roles: ['user', 'business'] },
  { kind: 'event_registration', label: 'settings.notices.event_registration', roles: ['partner'] },
  { kind: 'message_received', label: 'settings.notices.message_received', roles: ['user', 'business', 'partner'] },
];

/** The shared update schema, loaded with the first check. */
const loadSchema = async () =>
  (await import('@creative-ng/shared/notifications/schemas')).noticeEmailSettingsUpdateSchema;

/** What changed since the saved settings: the kinds whose box changed, and the digest if it did. */
function changesOf(saved: NoticeEmailSettings, values: NoticeEmailSettings): NoticeEmailSettingsUpdate {
  const email = Object.fromEntries(
    Object.entries(values.email).filter(([kind, on]) => on !== (saved.email[kind] ?? false)),
  );
  return {
    ...(Object.keys(email).length > 0 ? { email } : {}),
    ...(values.daily_digest !== saved.daily_digest ? { daily_digest: values.daily_digest } : {}),
  };
}

/** One choice: a box inside its label. */
function NoticeBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-primary"
      />
      {label}
    </label>
  );
}

/** The choices on the form kit: only what changed is checked by the shared schema and sent. */
function NoticesForm({ saved }: { saved: NoticeEmailSettings }) {
  const t = useSettingsT();
  const session = useSession();
  const client = useQueryClient();
  const kinds = KINDS.filter((k) => session.userType && k.roles.includes(session.userType));
  // The settings as last saved (they change with each save): what the form's values are compared with.
  const latest = useRef(saved);
  latest.current = saved;
  const kit = useSchemaForm<NoticeEmailSettings, undefined, NoticeEmailSettingsUpdate>({
    defaultValues: saved,
    schema: loadSchema,
    input: (values) => changesOf(latest.current, values),
    unreachable: () => t('settings.notices.failed'),
    idOf: (field) => `settings-notices-${field}`,
  });
  const save = useMutation({ mutationFn: saveNoticeEmailSettings });

  const onSubmit = kit.submit((changes) => {
    if (save.isPending) return;
    save.mutate(changes, {
      onSuccess: (response) => {
        client.setQueryData(noticeSettingsKey, response.data);
        kit.form.reset(response.data);
        toast.success(t('settings.notices.saved'));
      },
      onError: (cause) => {
        const message = failureMessage(cause, t('settings.notices.failed'));
        kit.showErrors({ [FORM_ERROR]: message });
        toast.error(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 font-semibold text-ink">{t('settings.notices.emailLegend')}</legend>
        {kinds.map(({ kind, label }) => (
          <NoticeBox
            key={kind}
            label={t(label)}
            checked={kit.values.email?.[kind] ?? false}
            onChange={(on) => kit.change(`email.${kind}`, on)}
          />
        ))}
      </fieldset>
      <NoticeBox
        label={t('settings.notices.digest')}
        checked={kit.values.daily_digest}
        onChange={(on) => kit.change('daily_digest', on)}
      />
      <FormAlert message={kit.errors[FORM_ERROR]} />
      <SubmitButton busy={save.isPending} className="sm:w-auto sm:self-start">
        {save.isPending ? t('settings.notices.busy') : t('settings.notices.save')}
      </SubmitButton>
    </form>
  );
}

/** Email choices per kind of notice, and hourly groups or one daily digest. */
export function NotificationsSection() {
  const t = useSettingsT();
  const current = useNoticeEmailSettings();
  return (
    <SettingsSection id="notifications" title={t('settings.notices.heading')} intro={t('settings.notices.intro')}>
      {current.isPending ? <Spinner label={t('settings.notices.loading')} /> : null}
      {current.isError ? <p className="text-muted">{t('settings.notices.loadFailed')}</p> : null}
      {current.data ? <NoticesForm saved={current.data} /> : null}
    </SettingsSection>
  );
}
