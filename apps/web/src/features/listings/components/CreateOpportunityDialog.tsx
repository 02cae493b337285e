import {
  LISTING_MESSAGES,
  lagosParts,
  opportunityRequestSchema,
  opportunityUpdateSchema,
} from '@creative-ng/shared/listings/index';
import { IMAGE_TYPES, TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, inputClasses } from '../../../components/ui/Field';
import { useFieldErrors } from '../../../lib/fieldErrors';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { StoredImage } from '../../../lib/upload';
import { useListingsT } from '../i18n';
import {
  createOpportunity,
  type Opportunity,
  refreshListings,
  storedImages,
  updateOpportunity,
} from '../lib/listingsApi';
import { failureMessage, issuesByField, serverFieldErrors } from '../lib/messages';
import { ImagePicker } from './ImagePicker';

const EMPTY = {
  title: '',
  description: '',
  date: '',
  time: '',
  deadline: '',
  link: '',
  timing: '',
  address: '',
  location: '',
  level: '',
};

/**
 * The create-opportunity modal: title, description, date, time, deadline, link, a .png image and
 * timing are required ('All fields are required'). Date and time are Nigerian time; the server stores UTC.
 */
export function CreateOpportunityDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opportunity to edit; a new one when omitted. */
  editing?: Opportunity;
}) {
  const t = useListingsT();
  const client = useQueryClient();
  const [form, setForm] = useState(() => {
    if (!editing) return EMPTY;
    const starts = lagosParts(new Date(editing.date));
    return {
      title: editing.title,
      description: editing.description,
      date: starts.date,
      time: starts.time,
      deadline: lagosParts(new Date(editing.deadline)).date,
      link: editing.link,
      timing: editing.timing,
      address: editing.address ?? '',
      location: editing.location ?? '',
      level: editing.level ?? '',
    };
  });
  const [images, setImages] = useState<StoredImage[]>(() => (editing ? storedImages(editing.media) : []));
  const [errors, setErrors] = useFieldErrors({ ...form, images });
  const [busy, setBusy] = useState(false);
  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...form,
      images: images.map((image) => image.url),
      address: form.address || null,
      location: form.location || null,
      level: form.level || null,
    };
    const parsed = (editing ? opportunityUpdateSchema : opportunityRequestSchema).safeParse(body);
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
      if (editing) await updateOpportunity(editing.id, parsed.data);
      else await createOpportunity(parsed.data);
      await refreshListings(client);
      toast.success(messageText(editing ? LISTING_MESSAGES.updated : LISTING_MESSAGES.eventCreated), {
        duration: TOAST_DURATIONS.quickSuccess,
      });
      setForm(EMPTY);
      setImages([]);
      setErrors({});
      onOpenChange(false);
    } catch (cause) {
      setErrors(serverFieldErrors(cause));
      toast.error(failureMessage(cause, messageText(LISTING_MESSAGES.eventFailed)), {
        duration: TOAST_DURATIONS.error,
      });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof typeof EMPTY, label: string, type = 'text', required = true, hint?: string) => (
    <Field label={label} hint={hint} required={required} error={errors[name]}>
      {(control) => (
        <input {...control} type={type} value={form[name]} onChange={change(name)} className={inputClasses} />
      )}
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('listings.opportunities.editTitle') : t('listings.opportunities.createTitle')}
    >
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
        <div className="grid gap-4 sm:grid-cols-2">
          {text('date', t('listings.fields.date'), 'date', true, t('listings.fields.lagosHint'))}
          {text('time', t('listings.fields.time'), 'time', true, t('listings.fields.lagosHint'))}
        </div>
        {text('deadline', t('listings.fields.deadline'), 'date')}
        {text('link', t('listings.fields.link'), 'url', true, t('listings.fields.linkHint'))}
        <Field label={t('listings.fields.timing')} required error={errors.timing}>
          {(control) => (
            <select {...control} value={form.timing} onChange={change('timing')} className={inputClasses}>
              <option value="">{t('listings.fields.choose')}</option>
              {OPPORTUNITY_TIMINGS.map((value) => (
                <option key={value} value={value}>
                  {t(`listings.timing.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('listings.fields.location')} error={errors.location}>
            {(control) => (
              <select {...control} value={form.location} onChange={change('location')} className={inputClasses}>
                <option value="">{t('listings.fields.notSaid')}</option>
                {OPPORTUNITY_LOCATIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`listings.location.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('listings.fields.level')} error={errors.level}>
            {(control) => (
              <select {...control} value={form.level} onChange={change('level')} className={inputClasses}>
                <option value="">{t('listings.fields.notSaid')}</option>
                {OPPORTUNITY_LEVELS.map((value) => (
                  <option key={value} value={value}>
                    {t(`listings.level.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {text('address', t('listings.fields.addressOptional'), 'text', false)}
        <ImagePicker
          purpose="opportunity"
          types={IMAGE_TYPES.opportunity}
          images={images}
          onChange={setImages}
          multiple={false}
          label={t('listings.fields.image')}
          error={errors.images}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('listings.form.sending') : editing ? t('listings.form.save') : t('listings.opportunities.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
