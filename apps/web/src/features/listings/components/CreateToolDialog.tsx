import { LISTING_MESSAGES, toolRequestSchema } from '@creative-ng/shared/listings/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { TOOL_CATEGORIES, TOOL_TYPES } from '@creative-ng/shared/reference/options';
import { SECTOR_GROUP_NAMES } from '@creative-ng/shared/reference/sectors';
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
import { createTool, refreshListings, storedImages, type Tool, updateTool } from '../lib/listingsApi';
import { failureMessage, issuesByField, serverFieldErrors } from '../lib/messages';
import { ImagePicker } from './ImagePicker';

const EMPTY = { name: '', description: '', link: '', sector: '', offer: '', type: '', category: '', price: '' };

/** The Create Tool modal: name, description, link, images, sector and offer, all required. */
export function CreateToolDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offer to edit; a new one when omitted. */
  editing?: Tool;
}) {
  const t = useListingsT();
  const client = useQueryClient();
  const [form, setForm] = useState(() =>
    editing
      ? {
          name: editing.name,
          description: editing.description,
          link: editing.link,
          sector: editing.sector,
          offer: editing.offer,
          type: editing.type ?? '',
          category: editing.category ?? '',
          price: editing.price ? String(editing.price) : '',
        }
      : EMPTY,
  );
  const [images, setImages] = useState<StoredImage[]>(() => (editing ? storedImages(editing.media) : []));
  const [errors, setErrors] = useFieldErrors({ ...form, images });
  const [busy, setBusy] = useState(false);
  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: form.name,
      description: form.description,
      link: form.link,
      images: images.map((image) => image.url),
      sector: form.sector,
      offer: form.offer,
      type: form.type || null,
      category: form.category || null,
      price: form.price === '' ? 0 : Number(form.price),
    };
    const parsed = toolRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = issuesByField(parsed.error.issues);
      setErrors(fields);
      toast.error(messageText(Object.values(fields)[0] ?? messageText(LISTING_MESSAGES.allRequired)), {
        duration: TOAST_DURATIONS.error,
      });
      return;
    }
    setBusy(true);
    try {
      if (editing) await updateTool(editing.id, parsed.data);
      else await createTool(parsed.data);
      await refreshListings(client);
      toast.success(editing ? t('listings.messages.updated') : t('listings.messages.toolCreated'), {
        duration: TOAST_DURATIONS.quickSuccess,
      });
      setForm(EMPTY);
      setImages([]);
      setErrors({});
      onOpenChange(false);
    } catch (cause) {
      setErrors(serverFieldErrors(cause));
      toast.error(failureMessage(cause, t('listings.messages.createFailed')), { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('listings.tools.editTitle') : t('listings.tools.createTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field label={t('listings.fields.name')} required error={errors.name}>
          {(control) => <input {...control} value={form.name} onChange={change('name')} className={inputClasses} />}
        </Field>
        <Field label={t('listings.fields.offer')} hint={t('listings.fields.offerHint')} required error={errors.offer}>
          {(control) => <input {...control} value={form.offer} onChange={change('offer')} className={inputClasses} />}
        </Field>
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
        <Field label={t('listings.fields.link')} hint={t('listings.fields.linkHint')} required error={errors.link}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={form.link}
              onChange={change('link')}
              className={inputClasses}
            />
          )}
        </Field>
        <Field label={t('listings.fields.sector')} required error={errors.sector}>
          {(control) => (
            <select {...control} value={form.sector} onChange={change('sector')} className={inputClasses}>
              <option value="">{t('listings.fields.choose')}</option>
              {SECTOR_GROUP_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('listings.fields.type')} error={errors.type}>
            {(control) => (
              <select {...control} value={form.type} onChange={change('type')} className={inputClasses}>
                <option value="">{t('listings.fields.notSaid')}</option>
                {TOOL_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`listings.toolType.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('listings.fields.category')} error={errors.category}>
            {(control) => (
              <select {...control} value={form.category} onChange={change('category')} className={inputClasses}>
                <option value="">{t('listings.fields.notSaid')}</option>
                {TOOL_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`listings.toolCategory.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={t('listings.fields.price')} hint={t('listings.fields.priceHint')} error={errors.price}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={form.price}
              onChange={change('price')}
              className={inputClasses}
            />
          )}
        </Field>
        <ImagePicker
          purpose="tool"
          types={['png', 'jpg', 'jpeg', 'webp']}
          images={images}
          onChange={setImages}
          label={t('listings.fields.images')}
          error={errors.images}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('listings.form.sending') : editing ? t('listings.form.save') : t('listings.tools.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
