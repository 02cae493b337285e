import type { Role } from '@creative-ng/shared/reference/options';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { Spinner } from '../../../components/ui';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type SettingsKey, useSettingsT } from '../i18n';
import { failureMessage } from '../lib/errors';
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

/** Email choices per kind of notice, and hourly groups or one daily digest. */
export function NotificationsSection() {
  const t = useSettingsT();
  const session = useSession();
  const client = useQueryClient();
  const current = useNoticeEmailSettings();
  const [changes, setChanges] = useState<Partial<NoticeEmailSettings>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kinds = KINDS.filter((k) => session.userType && k.roles.includes(session.userType));
  const email = { ...current.data?.email, ...changes.email };
  const digest = changes.daily_digest ?? current.data?.daily_digest ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const response = await saveNoticeEmailSettings(changes);
      client.setQueryData(noticeSettingsKey, response.data);
      setChanges({});
      toast.success(t('settings.notices.saved'));
    } catch (cause) {
      const message = failureMessage(cause, t('settings.notices.failed'), (text) => text);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="notifications" title={t('settings.notices.heading')} intro={t('settings.notices.intro')}>
      {current.isPending ? <Spinner label={t('settings.notices.loading')} /> : null}
      {current.isError ? <p className="text-muted">{t('settings.notices.loadFailed')}</p> : null}
      {current.data ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-2 font-semibold text-ink">{t('settings.notices.emailLegend')}</legend>
            {kinds.map(({ kind, label }) => (
              <label key={kind} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  checked={email[kind] ?? false}
                  onChange={(event) =>
                    setChanges((was) => ({ ...was, email: { ...was.email, [kind]: event.target.checked } }))
                  }
                  className="size-6 shrink-0 accent-primary"
                />
                {t(label)}
              </label>
            ))}
          </fieldset>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={digest}
              onChange={(event) => setChanges((was) => ({ ...was, daily_digest: event.target.checked }))}
              className="size-6 shrink-0 accent-primary"
            />
            {t('settings.notices.digest')}
          </label>
          <FormAlert message={error} />
          <SubmitButton busy={busy} className="sm:w-auto sm:self-start">
            {busy ? t('settings.notices.busy') : t('settings.notices.save')}
          </SubmitButton>
        </form>
      ) : null}
    </SettingsSection>
  );
}
