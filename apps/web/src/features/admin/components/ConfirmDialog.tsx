import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FormAlert, TextAreaField } from '../../../components/form/controls';
import { FORM_ERROR, type SafeParser, useSchemaForm } from '../../../components/form/schemaForm';
import { Button } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
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
  /** The shared schema of the call's body (a lazy import) and the body it checks, made from the reason typed. */
  schema: () => Promise<SafeParser<unknown>>;
  body: (reason: string) => unknown;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

type Values = { reason: string };
const EMPTY: Values = { reason: '' };

/**
 * An admin confirmation (Radix dialog) on the form kit: names the account, may ask for a reason (checked by the
 * call's shared schema before it is sent), shows errors in place.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  intro,
  confirmLabel,
  busyLabel,
  reason,
  schema,
  body,
  danger = true,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useAdminT();
  const id = useId();
  const kit = useSchemaForm<Values, undefined, unknown>({
    defaultValues: EMPTY,
    schema,
    input: (values) => body(values.reason.trim()),
    unreachable: () => t('directory.loadFailed'),
    idOf: (field) => `${id}-${field}`,
    order: ['reason'],
  });
  const confirm = useMutation({ mutationFn: onConfirm });
  const busy = confirm.isPending;

  function change(next: boolean) {
    if (busy) return;
    if (!next) kit.form.reset(EMPTY);
    onOpenChange(next);
  }

  const submit = kit.submit(() => {
    if (busy) return;
    confirm.mutate(kit.form.getValues('reason').trim(), {
      onSuccess: () => {
        kit.form.reset(EMPTY);
        onOpenChange(false);
      },
      onError: (failed) => {
        const field = serverFieldErrors(failed).reason;
        kit.showErrors(field ? { reason: field } : { [FORM_ERROR]: failureMessage(failed, t('directory.loadFailed')) });
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={change} title={title} description={intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {reason ? (
          <TextAreaField
            {...kit.field('reason')}
            label={reason.label}
            hint={reason.hint}
            required={reason.mode === 'required'}
            maxLength={500}
            rows={3}
          />
        ) : null}
        <FormAlert message={kit.errors[FORM_ERROR]} />
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
