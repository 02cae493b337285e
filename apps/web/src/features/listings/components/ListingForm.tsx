import { LISTING_MESSAGES } from '@creative-ng/shared/listings/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { type SafeParser, useSchemaForm } from '../../../components/form/schemaForm';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, inputClasses } from '../../../components/ui/Field';
import { failureMessage, serverFieldErrors } from '../../../lib/failure';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { ImagePurpose, StoredImage } from '../../../lib/upload';
import { type ListingsTranslate, useListingsT } from '../i18n';
import type { ListingEditorProps, ListingItem, ListingTextKey } from '../kinds/kind';
import { refreshListings, storedImages } from '../lib/listingsApi';

/** One control of a listing form; its value is the text the person typed or chose. */
export interface ListingFieldSpec<F extends string> {
  name: F;
  label: ListingTextKey;
  hint?: ListingTextKey;
  /** Marked required (default true); the schema decides what is refused. */
  required?: boolean;
  /** An input (default), a four-line text area, or a select of `choices`. */
  control?: 'input' | 'textarea' | 'select';
  input?: {
    type?: 'text' | 'url' | 'date' | 'time' | 'number';
    inputMode?: 'url' | 'numeric';
    min?: number;
    step?: number;
  };
  choices?: {
    values: readonly string[];
    /** `${labels}.${value}` is a choice's label key; the value itself is shown when omitted. */
    labels?: string;
    /** The empty choice's text ('Choose…', 'Not said'). */
    empty: ListingTextKey;
  };
}

/**
 * The create/edit form of one kind (decision 0100): its fields in order (a nested list is a two-column row),
 * its images, how its text values become the shared request the schema checks, and its messages.
 */
export interface ListingFormSpec<T extends ListingItem, F extends string, B> {
  empty: Readonly<Record<F, string>>;
  /** The item's values for editing. */
  fromItem: (item: T) => Record<F, string>;
  fields: readonly (ListingFieldSpec<F> | readonly ListingFieldSpec<F>[])[];
  images: { purpose: ImagePurpose; types: readonly string[]; multiple?: boolean; label: ListingTextKey };
  /** The request body from the form's values and the images' addresses. */
  toBody: (values: Readonly<Record<F, string>>, images: string[]) => unknown;
  /** The shared schema that checks the body (an edit may have its own). */
  schema: (editing: boolean) => SafeParser<B>;
  send: (body: B, id?: string) => Promise<T>;
  submit: ListingTextKey;
  /** The toasts after a create, an edit, and a refusal the server did not explain. */
  messages: {
    created: (t: ListingsTranslate, codes: Codes) => string;
    updated: (t: ListingsTranslate, codes: Codes) => string;
    /** Given to failureMessage as its fallback. */
    failed: (t: ListingsTranslate, codes: Codes) => string;
  };
  /**
   * When any field is missing, the refusal toast says 'All fields are required' rather than the first field's
   * message (opportunities and trainings).
   */
  allRequiredFirst?: boolean;
}

type Codes = typeof LISTING_MESSAGES;

/** The toasts of the forms that take the spec's event messages (opportunities and trainings). */
export const EVENT_FORM_MESSAGES = {
  created: (_t: ListingsTranslate, codes: Codes) => messageText(codes.eventCreated),
  updated: (_t: ListingsTranslate, codes: Codes) => messageText(codes.updated),
  failed: (_t: ListingsTranslate, codes: Codes) => messageText(codes.eventFailed),
};

/** The Nigerian-time date and time fields, side by side. */
export const LAGOS_DATE_TIME = [
  { name: 'date', label: 'listings.fields.date', hint: 'listings.fields.lagosHint', input: { type: 'date' } },
  { name: 'time', label: 'listings.fields.time', hint: 'listings.fields.lagosHint', input: { type: 'time' } },
] as const satisfies readonly ListingFieldSpec<'date' | 'time'>[];

/** A select that may be left at 'Not said': `values` labelled by `${labels}.${value}`. */
export const optionalChoice = <F extends string>(
  name: F,
  label: ListingTextKey,
  values: readonly string[],
  labels: string,
): ListingFieldSpec<F> => ({
  name,
  label,
  required: false,
  control: 'select',
  choices: { values, labels, empty: 'listings.fields.notSaid' },
});

type FormValues<F extends string> = Record<F, string> & { images: StoredImage[] };

/**
 * A listing's create or edit form, drawn from its kind's spec, on the form kit (decision 0095): react-hook-form
 * checked by the kind's shared schema, loaded at the first Send; `onSaved` gets the item as the server keeps it.
 */
export function ListingForm<T extends ListingItem, F extends string, B>({
  spec,
  editing,
  onSaved,
}: {
  spec: ListingFormSpec<T, F, B>;
  /** The item to edit; a new one when omitted. */
  editing?: T;
  onSaved: (item: T) => void;
}) {
  const t = useListingsT();
  const client = useQueryClient();
  const formId = useId();
  const idOf = (name: string) => `${formId}-${name}`;
  const empty = { ...spec.empty, images: [] } as FormValues<F>;
  const { form, values, change, errors, showErrors } = useSchemaForm<FormValues<F>, undefined, B>({
    defaultValues: (editing
      ? { ...spec.fromItem(editing), images: storedImages(editing.media) }
      : empty) as DefaultValues<FormValues<F>>,
    schema: async () => spec.schema(Boolean(editing)),
    input: (current) =>
      spec.toBody(
        current,
        current.images.map((image) => image.url),
      ),
    unreachable: () => t('apiErrors.NETWORK'),
    idOf,
  });
  const set = (name: string, value: unknown) => change(name as never, value as never);

  const codes = LISTING_MESSAGES;
  // The item is saved, then the lists are fetched again, before the form says so.
  const save = useMutation({
    mutationFn: async (body: B) => {
      const saved = await spec.send(body, editing?.id);
      await refreshListings(client);
      return saved;
    },
  });
  const busy = save.isPending;
  const send = (body: B) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(editing ? spec.messages.updated(t, codes) : spec.messages.created(t, codes), {
          duration: TOAST_DURATIONS.quickSuccess,
        });
        form.reset(empty);
        onSaved(saved);
      },
      onError: (cause) => {
        showErrors(serverFieldErrors(cause));
        toast.error(failureMessage(cause, spec.messages.failed(t, codes)), { duration: TOAST_DURATIONS.error });
      },
    });

  // Refused by the schema: each field says why; the toast says the first reason (or that all are required).
  const refused = (invalid: Record<string, { message?: unknown } | undefined>) => {
    const messages = Object.values(invalid).flatMap((error) =>
      typeof error?.message === 'string' && error.message ? [error.message] : [],
    );
    const allRequired = messageText(LISTING_MESSAGES.allRequired);
    const missing = spec.allRequiredFirst && messages.includes(allRequired);
    toast.error(messageText(missing ? allRequired : (messages[0] ?? allRequired)), {
      duration: TOAST_DURATIONS.error,
    });
  };

  const control = (field: ListingFieldSpec<F>) => (
    <Field
      key={field.name}
      id={idOf(field.name)}
      label={t(field.label)}
      hint={field.hint ? t(field.hint) : undefined}
      required={field.required ?? true}
      error={errors[field.name]}
    >
      {(props) => {
        const bound = {
          ...props,
          value: values[field.name] as string,
          onChange: (event: { target: { value: string } }) => set(field.name, event.target.value),
          className: inputClasses,
        };
        if (field.control === 'textarea') return <textarea {...bound} rows={4} />;
        if (field.control === 'select') {
          const choices = field.choices;
          return (
            <select {...bound}>
              <option value="">{choices ? t(choices.empty) : ''}</option>
              {choices?.values.map((value) => (
                <option key={value} value={value}>
                  {choices.labels ? t(`${choices.labels}.${value}` as ListingTextKey) : value}
                </option>
              ))}
            </select>
          );
        }
        return <input {...bound} {...field.input} type={field.input?.type ?? 'text'} />;
      }}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(send, refused as never)(event)}
      className="flex flex-col gap-4"
    >
      {spec.fields.map((entry) =>
        Array.isArray(entry) ? (
          <div key={entry.map((field) => field.name).join()} className="grid gap-4 sm:grid-cols-2">
            {entry.map(control)}
          </div>
        ) : (
          control(entry as ListingFieldSpec<F>)
        ),
      )}
      <ImagePicker
        purpose={spec.images.purpose}
        types={spec.images.types}
        images={values.images}
        onChange={(next) => set('images', next)}
        multiple={spec.images.multiple}
        label={t(spec.images.label)}
        error={errors.images}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('listings.form.sending') : editing ? t('listings.form.save') : t(spec.submit)}
      </Button>
    </form>
  );
}

/** The create/edit modal of a kind: its form in a dialog that closes once the item is saved. */
export function ListingFormDialog<T extends ListingItem, F extends string, B>({
  spec,
  open,
  onOpenChange,
  title,
  editing,
}: ListingEditorProps<T> & { spec: ListingFormSpec<T, F, B> }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <ListingForm spec={spec} editing={editing} onSaved={() => onOpenChange(false)} />
    </Dialog>
  );
}
