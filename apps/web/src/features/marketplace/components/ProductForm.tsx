import type { ProductRequest } from '@creative-ng/shared/marketplace/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { PRODUCT_CATEGORIES } from '@creative-ng/shared/reference/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  URL_INPUT,
} from '../../../components/form/controls';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { messageText } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useMarketT } from '../i18n';
import { createProduct, type Product, refreshMarket, updateProduct } from '../lib/marketApi';
import { PRODUCT_FIELDS, type ProductValues, productInput, productValues } from '../lib/productForm';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** The shared product schema, loaded with the form's first check. */
const loadSchema = async () => (await import('@creative-ng/shared/marketplace/index')).productRequestSchema;
const toastError = (message: string) => toast.error(message, { duration: TOAST_DURATIONS.error });

/**
 * The product form's state: a react-hook-form form checked by the shared productRequestSchema under its field
 * names, and the save (create, or edit of one's own product) as a TanStack Query mutation.
 */
function useProductForm(product: Product | undefined, onDone: (() => void) | undefined) {
  const t = useMarketT();
  const id = useId();
  const idOf = (field: string) => `${id}-${field}`;
  const client = useQueryClient();
  const kit = useSchemaForm<ProductValues, undefined, ProductRequest>({
    defaultValues: productValues(product),
    schema: loadSchema,
    input: productInput,
    unreachable: () => t('market.createFailed'),
    idOf,
    order: PRODUCT_FIELDS,
  });
  const save = useMutation({
    mutationFn: (body: ProductRequest) => (product ? updateProduct(product.id, body) : createProduct(body)),
  });

  const submit = kit.submit(
    (body) => {
      if (save.isPending) return;
      save.mutate(body, {
        onSuccess: async () => {
          await refreshMarket(client);
          toast.success(product ? t('market.updated') : t('market.created'), {
            duration: TOAST_DURATIONS.quickSuccess,
          });
          onDone?.();
        },
        onError: (cause) => toastError(kit.refuse(cause, t('market.createFailed'))),
      });
    },
    // The schema's messages at their fields, focus on the first, and the first above the form and as a toast.
    (errors) => {
      const message = kit.headline(errors);
      if (message) toastError(message);
    },
  );

  return { t, kit, busy: save.isPending, submit };
}

/**
 * The product form: title, description, link, several images (each uploaded with progress),
 * category, price in naira and quantity, all required. Creates a product, or edits one of one's own.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone?: () => void }) {
  const { t, kit, busy, submit } = useProductForm(product, onDone);
  const { field, errors } = kit;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      <FormAlert message={errors[FORM_ERROR] ? messageText(errors[FORM_ERROR]) : null} />
      <TextField {...field('title')} label={t('market.form.title')} required maxLength={150} />
      <TextAreaField {...field('description')} label={t('market.form.description')} required maxLength={5000} />
      <TextField
        {...field('link')}
        label={t('market.form.link')}
        hint={t('market.form.linkHint')}
        {...URL_INPUT}
        required
      />
      <ImagePicker
        purpose="product"
        types={IMAGE_TYPES}
        images={kit.values.images}
        onChange={(images) => kit.change('images', images)}
        label={t('market.form.images')}
        error={errors.images}
      />
      <SelectField
        {...field('category')}
        label={t('market.form.category')}
        required
        placeholder={t('market.form.choose')}
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`market.category.${value}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('price')}
          label={t('market.form.price')}
          hint={t('market.form.priceHint')}
          inputMode="decimal"
          required
        />
        <TextField {...field('quantity')} label={t('market.form.quantity')} inputMode="numeric" required />
      </div>
      <SubmitButton busy={busy}>
        {busy ? t('market.form.saving') : product ? t('market.form.save') : t('market.form.submit')}
      </SubmitButton>
    </form>
  );
}
