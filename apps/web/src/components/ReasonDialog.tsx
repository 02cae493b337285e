import { REPORT_LIMITS } from '@creative-ng/shared/moderation/constants';
import { type FormEvent, type ReactNode, type RefObject, useId, useState } from 'react';
import { FormAlert, TextAreaField } from './form/controls';
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
  /** The message for the text as typed, or null when it may be sent. */
  check: (text: string) => string | null;
  /** Sends the text; a rejection is turned into messages by `failure`. */
  onSubmit: (text: string) => Promise<void>;
  failure: (error: unknown) => ReasonFailure;
  danger?: boolean;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A dialog that asks for one piece of text (a report's reason, a removal reason, a dismissal note), checks it,
 * sends it, and shows what went wrong next to the box. Used by the report dialogs (moderation, messaging) and the admin queue.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onOpenChange, title, intro, label, hint, submitLabel, busyLabel, cancelLabel } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<ReasonFailure>({});
  const [busy, setBusy] = useState(false);

  function change(next: boolean) {
    if (busy) return;
    if (!next) {
      setText('');
      setError({});
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = props.check(text);
    if (problem) {
      setError({ field: problem });
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    setError({});
    try {
      await props.onSubmit(text.trim());
      setText('');
      onOpenChange(false);
    } catch (failed) {
      const next = props.failure(failed);
      setError(next);
      if (next.field) document.getElementById(`${id}-reason`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change} title={title} returnFocusRef={props.returnFocusRef}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="text-muted">{intro}</div>
        <TextAreaField
          id={`${id}-reason`}
          label={label}
          hint={hint}
          error={error.field}
          value={text}
          onValueChange={(value) => {
            setText(value);
            if (error.field) setError({});
          }}
          maxLength={REPORT_LIMITS.reasonMax}
          rows={4}
        />
        <FormAlert message={error.form} />
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
