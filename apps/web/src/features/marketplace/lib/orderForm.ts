import type { CheckoutRequest, OrderRequest } from '@creative-ng/shared/marketplace/index';

/*
 * The order request forms' values under the shared schemas' names (orderRequestSchema for Buy Now,
 * checkoutRequestSchema for the cart), and what the schemas read from them. Kept free of zod: the schemas load
 * with a form's first check.
 */

/** The buyer's phone and message, both optional. */
export type ContactValues = { phone: string; message: string };
/** Buy Now: how many (as typed), and the contact. */
export type BuyNowValues = ContactValues & { quantity: string };

export const CONTACT_FIELDS = ['phone', 'message'] as const;
export const BUY_NOW_FIELDS = ['quantity', ...CONTACT_FIELDS] as const;
export const NO_CONTACT: ContactValues = { phone: '', message: '' };

/** An empty phone or message is left out rather than sent empty. */
export function contactInput(values: ContactValues): CheckoutRequest {
  const phone = values.phone.trim();
  const message = values.message.trim();
  return { ...(phone ? { phone } : {}), ...(message ? { message } : {}) };
}

/** Buy Now's request for one product: an empty quantity is the schema's default (1). */
export function buyNowInput(productId: string, values: BuyNowValues): OrderRequest {
  const quantity = values.quantity.trim();
  return { product_id: productId, ...(quantity ? { quantity: Number(quantity) } : {}), ...contactInput(values) };
}
