import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import type { DeleteAccountRequest } from '@creative-ng/shared/settings/schemas';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/controls';
import { PasswordField } from '../../../components/form/SecretFields';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { messageText } from '../../../lib/language';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSettingsT } from '../i18n';
import { deleteAccount } from '../lib/settingsApi';
import { SettingsSection } from './SettingsSection';

const PASSWORD_ID = 'settings-delete-password';
const ALERT_ID = 'settings-delete-alert';
/** Long enough to read "Your account has been deleted." before the fresh page load. */
const LEAVE_DELAY_MS = 1500;

/** The shared delete schema, loaded with the first check. */
const loadSchema = async () => (await import('@creative-ng/shared/settings/schemas')).deleteAccountRequestSchema;

/** After the account is gone: the session is forgotten now, and the page reloads at / with nothing in memory. */
function leave(message: string) {
  clearSession({ notify: false });
  toast.success(message, { duration: TOAST_DURATIONS.default });
  setTimeout(() => window.location.assign('/'), LEAVE_DELAY_MS);
}

/** The danger zone: a dialog that names the consequence and asks for the password (a form on the form kit). */
export function DeleteAccountSection() {
  const t = useSettingsT();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const kit = useSchemaForm<DeleteAccountRequest, undefined, DeleteAccountRequest>({
    defaultValues: { password: '' },
    schema: loadSchema,
    unreachable: () => t('settings.delete.failed'),
    idOf: () => PASSWORD_ID,
    order: ['password'],
    alertId: ALERT_ID,
  });
  const remove = useMutation({ mutationFn: deleteAccount });
  const busy = remove.isPending;
  const deleted = remove.isSuccess;

  function openChange(next: boolean) {
    if (busy || deleted) return;
    setOpen(next);
    if (!next) kit.form.reset({ password: '' });
  }

  const onSubmit = kit.submit(({ password }) => {
    if (busy || deleted) return;
    remove.mutate(password, {
      onSuccess: (response) => leave(messageText(response.message) || t('settings.accountDeleted')),
      // Only the password's own message is told at the field; anything else under the form.
      onError: (cause) => {
        const fields = serverFieldErrors(cause);
        kit.fail(
          fields.password
            ? { password: fields.password }
            : { [FORM_ERROR]: failureMessage(cause, t('settings.delete.failed')) },
        );
      },
    });
  });

  return (
    <SettingsSection id="delete-account" title={t('settings.delete.heading')} intro={t('settings.delete.intro')} danger>
      <div>
        <Button ref={opener} variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('settings.delete.open')}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={openChange} title={t('settings.delete.dialogTitle')} returnFocusRef={opener}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <div className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-3 text-ink">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{t('settings.delete.consequence')}</p>
              <p className="text-sm">{t('settings.delete.exportFirst')}</p>
            </div>
          </div>
          <PasswordField
            {...kit.field('password')}
            label={t('settings.delete.password')}
            hint={t('settings.delete.passwordHint')}
            autoComplete="current-password"
            required
          />
          <div id={ALERT_ID} tabIndex={-1} className="outline-none">
            <FormAlert message={kit.errors[FORM_ERROR]} />
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
