import { REPORT_LIMITS } from '@creative-ng/shared/moderation/constants';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useId } from 'react';
import { FormAlert, TextAreaField } from './form/controls';
import { FORM_ERROR, type SafeParser, useSchemaForm } from './form/schemaForm';
import { Button } from './ui';
import { Dialog } from './ui/Dialog';

export interface ReasonFailure {
  /** Tied to the text box. */
  field?: string;
  /** About the whole call. */
  form?: string;
}

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: ReactNode;
  label: string;
  hint: string;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** The text's name in the shared request schema ('reason', or a dismissal's 'note'). */
  name?: 'reason' | 'note';
  /** The shared request schema that checks `{ [name]: text }`, a lazy import: it loads with the first check. */
  schema: () => Promise<SafeParser<unknown>>;
  /** Sends the text (trimmed); a rejection is turned into messages by `failure`. */
  onSubmit: (text: string) => Promise<void>;
  failure: (error: unknown) => ReasonFailure;
  /** The form's message when the schema cannot load (the connection dropped). */
  unreachable: () => string;
  danger?: boolean;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

type ReasonValues = Record<string, string>;

/**
 * A dialog that asks for one piece of text (a report's reason, a removal reason, a dismissal note), checks it with
 * the shared schema (a react-hook-form form on the form kit), sends it as a mutation, and shows what went wrong next
 * to the box. Used by the report dialogs (moderation, messaging) and the admin queue.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onOpenChange, title, intro, label, hint, submitLabel, busyLabel, cancelLabel } = props;
  const name = props.name ?? 'reason';
  const id = useId();
  const kit = useSchemaForm<ReasonValues, undefined, unknown>({
    defaultValues: { [name]: '' },
    schema: props.schema,
    unreachable: props.unreachable,
    idOf: (field) => `${id}-${field}`,
    order: [name],
  });
  const send = useMutation({ mutationFn: props.onSubmit });
  const busy = send.isPending;

  function change(next: boolean) {
    if (busy) return;
    if (!next) kit.form.reset({ [name]: '' });
    onOpenChange(next);
  }

  const submit = kit.submit(() => {
    if (busy) return;
    send.mutate((kit.form.getValues(name) ?? '').trim(), {
      onSuccess: () => {
        kit.form.reset({ [name]: '' });
        onOpenChange(false);
      },
      onError: (failed) => {
        const next = props.failure(failed);
        kit.fail({ [name]: next.field, [FORM_ERROR]: next.form });
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={change} title={title} returnFocusRef={props.returnFocusRef}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="text-muted">{intro}</div>
        <TextAreaField {...kit.field(name)} label={label} hint={hint} maxLength={REPORT_LIMITS.reasonMax} rows={4} />
        <FormAlert message={kit.errors[FORM_ERROR]} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={props.danger ? 'danger' : 'primary'}
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
