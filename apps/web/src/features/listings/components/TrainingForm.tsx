import {
  eventRequestSchema,
  eventUpdateSchema,
  LISTING_MESSAGES,
  lagosParts,
} from '@creative-ng/shared/listings/index';
import { IMAGE_TYPES, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { EVENT_LOCATIONS } from '@creative-ng/shared/reference/options';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field, inputClasses } from '../../../components/ui/Field';
import { useFieldErrors } from '../../../lib/fieldErrors';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { StoredImage } from '../../../lib/upload';
import { useListingsT } from '../i18n';
import { createEvent, refreshListings, storedImages, type TrainingEvent, updateEvent } from '../lib/listingsApi';
import { failureMessage, issuesByField, serverFieldErrors } from '../lib/messages';
import { ImagePicker } from './ImagePicker';

const EMPTY = { title: '', description: '', location: '', date: '', time: '', address: '', link: '' };

/**
 * The training form: title, description, location (Online/Offline), date, time, address, link and at
 * least one image (png, jpg, jpeg, gif, bmp, webp), all required. Toasts 'Event successfully created' or
 * 'Event creation failed'.
 */
export function TrainingForm({
  onCreated,
  editing,
}: {
  onCreated: (event: TrainingEvent) => void;
  /** The training to edit; a new one when omitted. */
  editing?: TrainingEvent;
}) {
  const t = useListingsT();
  const client = useQueryClient();
  const [form, setForm] = useState(() => {
    if (!editing) return EMPTY;
    const starts = lagosParts(new Date(editing.date));
    return {
      title: editing.title,
      description: editing.description,
      location: editing.location,
      date: starts.date,
      time: starts.time,
      address: editing.address,
      link: editing.link,
    };
  });
  const [images, setImages] = useState<StoredImage[]>(() => (editing ? storedImages(editing.media) : []));
  const [errors, setErrors] = useFieldErrors({ ...form, images });
  const [busy, setBusy] = useState(false);
  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = (editing ? eventUpdateSchema : eventRequestSchema).safeParse({
      ...form,
      images: images.map((image) => image.url),
    });
    if (!parsed.success) {
      const fields = issuesByField(parsed.error.issues);
      setErrors(fields);
      const allRequired = messageText(LISTING_MESSAGES.allRequired);
      const missing = Object.values(fields).includes(allRequired);
      const shown = missing ? allRequired : (Object.values(fields)[0] ?? allRequired);
      toast.error(messageText(shown), {
        duration: TOAST_DURATIONS.error,
      });
      return;
    }
    setBusy(true);
    try {
      const created = editing ? await updateEvent(editing.id, parsed.data) : await createEvent(parsed.data);
      await refreshListings(client);
      toast.success(messageText(editing ? LISTING_MESSAGES.updated : LISTING_MESSAGES.eventCreated), {
        duration: TOAST_DURATIONS.quickSuccess,
      });
      setForm(EMPTY);
      setImages([]);
      setErrors({});
      onCreated(created);
    } catch (cause) {
      setErrors(serverFieldErrors(cause));
      toast.error(failureMessage(cause, messageText(LISTING_MESSAGES.eventFailed)), {
        duration: TOAST_DURATIONS.error,
      });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof typeof EMPTY, label: string, type = 'text', hint?: string) => (
    <Field label={label} hint={hint} required error={errors[name]}>
      {(control) => (
        <input {...control} type={type} value={form[name]} onChange={change(name)} className={inputClasses} />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {text('title', t('listings.fields.title'))}
      <Field label={t('listings.fields.description')} required error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={form.description}
            onChange={change('description')}
            className={inputClasses}
          />
        )}
      </Field>
      <Field label={t('listings.fields.location')} required error={errors.location}>
        {(control) => (
          <select {...control} value={form.location} onChange={change('location')} className={inputClasses}>
            <option value="">{t('listings.fields.choose')}</option>
            {EVENT_LOCATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`listings.eventLocation.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('date', t('listings.fields.date'), 'date', t('listings.fields.lagosHint'))}
        {text('time', t('listings.fields.time'), 'time', t('listings.fields.lagosHint'))}
      </div>
      {text('address', t('listings.fields.address'), 'text', t('listings.fields.addressHint'))}
      {text('link', t('listings.fields.link'), 'url', t('listings.fields.linkHint'))}
      <ImagePicker
        purpose="event"
        types={IMAGE_TYPES.training}
        images={images}
        onChange={setImages}
        label={t('listings.fields.images')}
        error={errors.images}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('listings.form.sending') : editing ? t('listings.form.save') : t('listings.trainings.submit')}
      </Button>
    </form>
  );
}
