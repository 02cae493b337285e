import { type FormEvent, useId, useState } from 'react';
import { FormAlert, TextAreaField } from '../../../components/form/controls';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api';
import { messageText } from '../../../lib/language';
import { useAdminT } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: string;
  confirmLabel: string;
  busyLabel: string;
  /** Ask for a reason: 'required' (blacklisting) or 'optional' (deleting); none when omitted. */
  reason?: { mode: 'required' | 'optional'; label: string; hint: string };
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

/** An admin confirmation (Radix dialog): names the account, may ask for a reason, shows errors in place. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  intro,
  confirmLabel,
  busyLabel,
  reason,
  danger = true,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useAdminT();
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(next: boolean) {
    if (busy) return;
    if (!next) {
      setText('');
      setFieldError(undefined);
      setFormError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (reason?.mode === 'required' && trimmed.length < 3) {
      setFieldError(t('directory.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      await onConfirm(trimmed);
      setText('');
      onOpenChange(false);
    } catch (failed) {
      const message = failed instanceof ApiError ? failed.message : t('directory.loadFailed');
      if (failed instanceof ApiError && failed.fields.reason) setFieldError(messageText(failed.fields.reason));
      else setFormError(messageText(message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change} title={title} description={intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {reason ? (
          <TextAreaField
            id={`${id}-reason`}
            label={reason.label}
            hint={reason.hint}
            required={reason.mode === 'required'}
            error={fieldError}
            value={text}
            onValueChange={setText}
            maxLength={500}
            rows={3}
          />
        ) : null}
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => change(false)} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
