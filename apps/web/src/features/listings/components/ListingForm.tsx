import type { IssueLike } from '@creative-ng/shared/i18n/codes';
import { LISTING_MESSAGES } from '@creative-ng/shared/listings/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, inputClasses } from '../../../components/ui/Field';
import { useFieldErrors } from '../../../lib/fieldErrors';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { StoredImage } from '../../../lib/upload';
import { type ListingsTranslate, useListingsT } from '../i18n';
import type { ListingEditorProps, ListingItem, ListingTextKey } from '../kinds/kind';
import { refreshListings, storedImages } from '../lib/listingsApi';
import { failureMessage, issuesByField, serverFieldErrors } from '../lib/messages';
import type { ImagePurpose } from '../lib/uploadImage';
import { ImagePicker } from './ImagePicker';

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

/** A schema's `safeParse`, as far as the form reads it. */
interface Checker<B> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: B }
    | { success: false; error: { issues: readonly (IssueLike & { path: readonly PropertyKey[] })[] } };
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
  schema: (editing: boolean) => Checker<B>;
  send: (body: B, id?: string) => Promise<T>;
  submit: ListingTextKey;
  /** The toasts after a create, an edit, and a refusal the server did not explain. */
  messages: {
    created: (t: ListingsTranslate) => string;
    updated: (t: ListingsTranslate) => string;
    /** Given to failureMessage as its fallback. */
    failed: (t: ListingsTranslate) => string;
  };
  /**
   * When any field is missing, the refusal toast says 'All fields are required' rather than the first field's
   * message (opportunities and trainings).
   */
  allRequiredFirst?: boolean;
}

/** One of the spec's messages (LISTING_MESSAGES) in the chosen language, from the shared catalogue. */
export const listingMessage = (name: keyof typeof LISTING_MESSAGES) => messageText(LISTING_MESSAGES[name]);

/** A listing's create or edit form, drawn from its kind's spec; `onSaved` gets the item as the server keeps it. */
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
  const [form, setForm] = useState<Readonly<Record<F, string>>>(() => (editing ? spec.fromItem(editing) : spec.empty));
  const [images, setImages] = useState<StoredImage[]>(() => (editing ? storedImages(editing.media) : []));
  const [errors, setErrors] = useFieldErrors({ ...form, images });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = spec.schema(Boolean(editing)).safeParse(
      spec.toBody(
        form,
        images.map((image) => image.url),
      ),
    );
    if (!parsed.success) {
      const fields = issuesByField(parsed.error.issues);
      setErrors(fields);
      const allRequired = messageText(LISTING_MESSAGES.allRequired);
      const missing = spec.allRequiredFirst && Object.values(fields).includes(allRequired);
      toast.error(messageText(missing ? allRequired : (Object.values(fields)[0] ?? allRequired)), {
        duration: TOAST_DURATIONS.error,
      });
      return;
    }
    setBusy(true);
    try {
      const saved = await spec.send(parsed.data, editing?.id);
      await refreshListings(client);
      toast.success(editing ? spec.messages.updated(t) : spec.messages.created(t), {
        duration: TOAST_DURATIONS.quickSuccess,
      });
      setForm(spec.empty);
      setImages([]);
      setErrors({});
      onSaved(saved);
    } catch (cause) {
      setErrors(serverFieldErrors(cause));
      toast.error(failureMessage(cause, spec.messages.failed(t)), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  }

  const control = (field: ListingFieldSpec<F>) => (
    <Field
      key={field.name}
      label={t(field.label)}
      hint={field.hint ? t(field.hint) : undefined}
      required={field.required ?? true}
      error={errors[field.name]}
    >
      {(props) => {
        const bound = {
          ...props,
          value: form[field.name],
          onChange: (event: { target: { value: string } }) =>
            setForm((current) => ({ ...current, [field.name]: event.target.value })),
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
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
        images={images}
        onChange={setImages}
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
