import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { FormAlert, SubmitButton } from '../../../components/form/controls';
import { FORM_ERROR, type SchemaFormOptions, useSchemaForm } from '../../../components/form/schemaForm';
import { Dialog } from '../../../components/ui/Dialog';
import type { OpenedDialogProps } from '../../../components/ui/dialogProps';
import { toast } from '../../../lib/toast';
import { useProfilesT } from '../i18n';

/** What the page that opens a profile's edit dialog hands it. */
export type EditDialogProps = OpenedDialogProps;

/**
 * The form of a profile's edit dialog: the shared edit schema (`load`) checks what changed since `initial`, and
 * only that is sent (nothing changed: the dialog just closes). A save puts the new profile in the caches
 * (`saved`) and closes; a refusal goes to the fields, the form's message and a toast.
 */
export function useEditDialogForm<Values extends FieldValues, Changes extends object, Profile>(options: {
  initial: () => Values;
  changes: (initial: Values, values: Values) => Changes;
  load: SchemaFormOptions<Values, undefined, unknown>['schema'];
  idOf: (field: string) => string;
  order: readonly string[];
  save: (changes: Changes) => Promise<{ data: Profile }>;
  saved: (client: QueryClient, profile: Profile) => void;
  close: () => void;
}) {
  const t = useProfilesT();
  const client = useQueryClient();
  const { changes, close } = options;
  const [initial] = useState(options.initial);
  const kit = useSchemaForm<Values, undefined, unknown>({
    defaultValues: initial as DefaultValues<Values>,
    schema: options.load,
    input: (values) => changes(initial, values),
    unreachable: () => t('profiles.messages.genericError'),
    idOf: options.idOf,
    order: options.order,
  });
  const save = useMutation({ mutationFn: options.save });

  const onSubmit = kit.submit(() => {
    if (save.isPending) return;
    // What is sent is what changed, as typed (the schema has checked it); an emptied field is cleared.
    const changed = changes(initial, kit.form.getValues());
    if (Object.keys(changed).length === 0) return close();
    save.mutate(changed, {
      onSuccess: (response) => {
        options.saved(client, response.data);
        toast.success(t('profile.updated'), { duration: TOAST_DURATIONS.profileUpdate });
        close();
      },
      onError: (cause) => {
        const message = kit.refuse(cause, t('profiles.messages.genericError'));
        toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
      },
    });
  });
  return { kit, busy: save.isPending, onSubmit };
}

/**
 * The frame of a profile's edit dialog (a creative's 'Edit My Information', a partner's profile): the fields, the
 * form's message, then Cancel and Save. The dialog that uses it owns the form and what a save does.
 */
export function EditDialogFrame({
  dialog: { open, onOpenChange, returnFocusRef },
  form: { kit, busy, onSubmit },
  title,
  description,
  alertId,
  saveLabel,
  children,
}: {
  dialog: EditDialogProps;
  // biome-ignore lint/suspicious/noExplicitAny: the frame reads only the form's message, whatever its values.
  form: ReturnType<typeof useEditDialogForm<any, object, unknown>>;
  title: string;
  description: string;
  alertId: string;
  saveLabel: string;
  children: ReactNode;
}) {
  const t = useProfilesT();
  const message = kit.errors[FORM_ERROR];
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
