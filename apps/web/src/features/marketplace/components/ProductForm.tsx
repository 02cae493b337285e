import { MARKET_MESSAGES, productRequestSchema } from '@creative-ng/shared/marketplace/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { PRODUCT_CATEGORIES } from '@creative-ng/shared/reference/options';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { useFieldErrors, useFormMessage } from '../../../lib/fieldErrors';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import type { StoredImage } from '../../../lib/upload';
import { ImagePicker } from '../../listings/components/ImagePicker';
import { failureMessage, issuesByField, serverFieldErrors } from '../../listings/lib/messages';
import type { ImagePurpose } from '../../listings/lib/uploadImage';
import { useMarketT } from '../i18n';
import { createProduct, type Product, refreshMarket, updateProduct } from '../lib/marketApi';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** The media module's 'product' purpose (the listings picker only sends it on). */
const PRODUCT_PURPOSE = 'product' as unknown as ImagePurpose;

/**
 * The product form: title, description, link, several images (each uploaded with progress),
 * category, price in naira and quantity, all required. Creates a product, or edits one of one's own.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone?: () => void }) {
  const t = useMarketT();
  const id = useId();
  const client = useQueryClient();
  const [form, setForm] = useState({
    title: product?.title ?? '',
    description: product?.description ?? '',
    link: product?.link ?? '',
    category: product?.category ?? '',
    price: product ? String(product.price_kobo / 100) : '',
    quantity: product ? String(product.quantity) : '',
  });
  const [images, setImages] = useState<StoredImage[]>(() =>
    (product?.media ?? []).map((image) => ({
      url: image.url,
      srcset: image.srcset,
      width: image.width,
      height: image.height,
    })),
  );
  const [fields, setFields] = useFieldErrors({ ...form, images });
  const [alert, setAlert] = useFormMessage({ ...form, images });
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const body = {
      title: form.title,
      description: form.description,
      link: form.link,
      images: images.map((image) => image.url),
      category: form.category,
      price: form.price.trim() === '' ? undefined : Number(form.price.replace(/,/g, '')),
      quantity: form.quantity.trim() === '' ? undefined : Number(form.quantity),
    };
    const parsed = productRequestSchema.safeParse(body);
    if (!parsed.success) {
      const problems = issuesByField(parsed.error.issues);
      setFields(problems);
      const message = messageText(Object.values(problems)[0] ?? messageText(MARKET_MESSAGES.allRequired));
      setAlert(message);
      toast.error(message, { duration: TOAST_DURATIONS.error });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      if (product) await updateProduct(product.id, parsed.data);
      else await createProduct(parsed.data);
      await refreshMarket(client);
      toast.success(product ? t('market.updated') : t('market.created'), {
        duration: TOAST_DURATIONS.quickSuccess,
      });
      onDone?.();
    } catch (cause) {
      setFields(serverFieldErrors(cause));
      const message = failureMessage(cause, t('market.createFailed'));
      setAlert(message);
      toast.error(message, { duration: TOAST_DURATIONS.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      <FormAlert message={alert} />
      <TextField
        id={`${id}-title`}
        label={t('market.form.title')}
        required
        value={form.title}
        onValueChange={set('title')}
        error={fields.title}
        maxLength={150}
      />
      <TextAreaField
        id={`${id}-description`}
        label={t('market.form.description')}
        required
        value={form.description}
        onValueChange={set('description')}
        error={fields.description}
        maxLength={5000}
      />
      <TextField
        id={`${id}-link`}
        label={t('market.form.link')}
        hint={t('market.form.linkHint')}
        type="url"
        inputMode="url"
        required
        value={form.link}
        onValueChange={set('link')}
        error={fields.link}
      />
      <ImagePicker
        purpose={PRODUCT_PURPOSE}
        types={IMAGE_TYPES}
        images={images}
        onChange={setImages}
        label={t('market.form.images')}
        error={fields.images}
      />
      <SelectField
        id={`${id}-category`}
        label={t('market.form.category')}
        required
        value={form.category}
        onValueChange={set('category')}
        error={fields.category}
        placeholder={t('market.form.choose')}
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`market.category.${value}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-price`}
          label={t('market.form.price')}
          hint={t('market.form.priceHint')}
          inputMode="decimal"
          required
          value={form.price}
          onValueChange={set('price')}
          error={fields.price}
        />
        <TextField
          id={`${id}-quantity`}
          label={t('market.form.quantity')}
          inputMode="numeric"
          required
          value={form.quantity}
          onValueChange={set('quantity')}
          error={fields.quantity}
        />
      </div>
      <SubmitButton busy={busy}>
        {busy ? t('market.form.saving') : product ? t('market.form.save') : t('market.form.submit')}
      </SubmitButton>
    </form>
  );
}
