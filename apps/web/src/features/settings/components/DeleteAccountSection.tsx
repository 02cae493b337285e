import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { deleteAccountRequestSchema } from '@creative-ng/shared/settings/schemas';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/controls';
import { useFocusById } from '../../../components/form/focus';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { issueText, messageText } from '../../../lib/language';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { PasswordField } from '../../accounts/components/controls';
import { useSettingsT } from '../i18n';
import { failureMessage, serverFieldErrors } from '../lib/errors';
import { deleteAccount } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const PASSWORD_ID = 'settings-delete-password';
const ALERT_ID = 'settings-delete-alert';
/** Long enough to read "Your account has been deleted." before the fresh page load. */
const LEAVE_DELAY_MS = 1500;

/** The danger zone: a dialog that names the consequence and asks for the password. */
export function DeleteAccountSection() {
  const t = useSettingsT();
  const focus = useFocusById();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const tr = (text: string) => messageText(text);

  function openChange(next: boolean) {
    if (busy || deleted) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
      setFormError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || deleted) return;
    const checked = deleteAccountRequestSchema.safeParse({ password });
    if (!checked.success) {
      setError(tr(issueText(checked.error.issues[0]) || t('settings.confirmWithPassword')));
      focus(PASSWORD_ID);
      return;
    }
    setBusy(true);
    setError(null);
    setFormError(null);
    try {
      const response = await deleteAccount(checked.data.password);
      setDeleted(true);
      // The token is gone on the server: forget the session now, then reload at / with nothing in memory.
      clearSession({ notify: false });
      toast.success(tr(response.message) || t('settings.accountDeleted'), {
        duration: TOAST_DURATIONS.default,
      });
      setTimeout(() => window.location.assign('/'), LEAVE_DELAY_MS);
    } catch (cause) {
      const fields = serverFieldErrors(cause, tr);
      if (fields.password) {
        setError(fields.password);
        focus(PASSWORD_ID);
        return;
      }
      const message = failureMessage(cause, t('settings.delete.failed'), tr);
      setFormError(message);
      focus(ALERT_ID);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="delete-account" title={t('settings.delete.heading')} intro={t('settings.delete.intro')} danger>
      <div>
        <Button ref={opener} variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('settings.delete.open')}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={openChange} title={t('settings.delete.dialogTitle')} returnFocusRef={opener}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-3 text-ink">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{t('settings.delete.consequence')}</p>
              <p className="text-sm">{t('settings.delete.exportFirst')}</p>
            </div>
          </div>
          <PasswordField
            id={PASSWORD_ID}
            label={t('settings.delete.password')}
            hint={t('settings.delete.passwordHint')}
            autoComplete="current-password"
            required
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setError(null);
            }}
            error={error ?? undefined}
          />
          <div id={ALERT_ID} tabIndex={-1} className="outline-none">
            <FormAlert message={formError} />
          </div>
          {deleted ? (
            <p role="status" className="font-semibold text-ink">
              {t('settings.accountDeleted')}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => openChange(false)} disabled={busy || deleted}>
              {t('settings.delete.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              aria-disabled={busy || deleted || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {busy ? t('settings.delete.busy') : t('settings.delete.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
