import type { Product } from '@creative-ng/shared/marketplace/index';
import type { StoredImage } from '../../../lib/upload';

/*
 * The product form's values under the shared productRequestSchema's names, and what the schema reads from them.
 * Kept free of zod: the schema loads with the form's first check.
 */

/** Price and quantity as typed; the images as stored (their addresses are what is sent). */
export type ProductValues = {
  title: string;
  description: string;
  link: string;
  images: StoredImage[];
  category: string;
  price: string;
  quantity: string;
};

export const PRODUCT_FIELDS = ['title', 'description', 'link', 'images', 'category', 'price', 'quantity'] as const;

/** An empty form, or the product being edited. */
export function productValues(product?: Product): ProductValues {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    link: product?.link ?? '',
    images: (product?.media ?? []).map(({ url, srcset, width, height }) => ({ url, srcset, width, height })),
    category: product?.category ?? '',
    price: product ? String(product.price_kobo / 100) : '',
    quantity: product ? String(product.quantity) : '',
  };
}

/** What the schema reads: image addresses, a price without thousands commas, numbers left out when empty. */
export function productInput(values: ProductValues) {
  return {
    ...values,
    images: values.images.map((image) => image.url),
    price: values.price.trim() === '' ? undefined : Number(values.price.replace(/,/g, '')),
    quantity: values.quantity.trim() === '' ? undefined : Number(values.quantity),
  };
}
