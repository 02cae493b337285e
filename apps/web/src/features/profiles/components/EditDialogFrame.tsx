import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { Dialog } from '../../../components/ui/Dialog';
import { useProfilesT } from '../i18n';

/**
 * The frame of a profile's edit dialog (a creative's 'Edit My Information', a partner's profile): the fields, the
 * form's message, then Cancel and Save. The dialog that uses it owns the form and what a save does.
 */
export function EditDialogFrame({
  open,
  onOpenChange,
  returnFocusRef,
  title,
  description,
  alertId,
  message,
  busy,
  saveLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  title: string;
  description: string;
  alertId: string;
  message: string | undefined;
  busy: boolean;
  saveLabel: string;
  onSubmit: (event: FormEvent) => Promise<unknown>;
  children: ReactNode;
}) {
  const t = useProfilesT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      returnFocusRef={returnFocusRef}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {children}
        <FormAlert id={alertId} message={message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="min-h-11 rounded-lg px-4 font-semibold text-ink hover:bg-canvas"
          >
            {t('profiles.cancel')}
          </button>
          <SubmitButton busy={busy} className="sm:w-fit">
            {busy ? t('profiles.saving') : saveLabel}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
