import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import { envelope, pageInfoSchema } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { linkSchema, listingImageSchema } from '../listings/index';
import { PAGE_SIZES, PRICE_RANGE_NAIRA } from '../reference/constants';
import { PRODUCT_CATEGORIES } from '../reference/options';

/*
 * The marketplace: products, seller usernames, carts and order requests (no online payment yet).
 * Money travels as naira with at most two decimals and is stored as whole kobo; `price_kobo` is the exact value.
 */

export const MARKET_MESSAGES = {
  allRequired: 'market.allRequired',
  created: 'market.created',
  createFailed: 'market.createFailed',
  verifyFailed: 'market.verifyFailed',
  noProducts: 'market.noProducts',
  noProduct: 'market.noProduct',
  noUserProducts: 'market.noUserProducts',
  updated: 'market.updated',
  deleted: 'market.deleted',
  notYours: 'market.notYours',
  badPrice: 'market.badPrice',
  badQuantity: 'market.badQuantity',
  foreignImage: 'market.foreignImage',
  tooManyImages: 'market.tooManyImages',
  outOfStock: 'market.outOfStock',
  notEnough: 'market.notEnough',
  ownProduct: 'market.ownProduct',
  orderSent: 'market.orderSent',
  orderNotFound: 'market.orderNotFound',
  badTransition: 'market.badTransition',
  cartEmpty: 'market.cartEmpty',
  usernameTaken: 'market.usernameTaken',
  badUsername: 'market.badUsername',
  notSeller: 'market.notSeller',
  sellerNotFound: 'market.sellerNotFound',
  tooManyItems: 'market.tooManyItems',
} as const satisfies MessageGroup;

export const PRODUCT_LIMITS = {
  title: 150,
  description: 5000,
  images: 10,
  quantity: 1_000_000,
  message: 1000,
  /** The most of one product in a cart line or an order request. */
  orderQuantity: 1000,
} as const;

export const ORDER_STATUSES = ['pending', 'accepted', 'declined', 'fulfilled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whole kobo from a naira amount with at most two decimals, or null (negative, fractional kobo, not a number). */
export function nairaToKobo(naira: number): number | null {
  if (typeof naira !== 'number' || !Number.isFinite(naira) || naira < 0) return null;
  const kobo = Math.round(naira * 100);
  if (Math.abs(kobo - naira * 100) > 1e-6) return null;
  return kobo;
}

const required = MARKET_MESSAGES.allRequired;
const requiredString = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: FIELD_MESSAGES.tooLong });

const priceSchema = z.coerce
  .number({ error: required })
  .refine((value) => nairaToKobo(value) !== null, { error: MARKET_MESSAGES.badPrice })
  .refine((value) => value >= PRICE_RANGE_NAIRA.min && value <= PRICE_RANGE_NAIRA.max, {
    error: MARKET_MESSAGES.badPrice,
  });

/** POST /prop/product (and PUT /prop/product/{id}): every field required. */
export const productRequestSchema = z.object({
  title: requiredString(PRODUCT_LIMITS.title),
  description: requiredString(PRODUCT_LIMITS.description),
  link: linkSchema,
  images: z
    .array(z.string({ error: required }).trim().min(1, { error: required }).max(1000), { error: required })
    .min(1, { error: required })
    .max(PRODUCT_LIMITS.images, { error: MARKET_MESSAGES.tooManyImages }),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(PRODUCT_CATEGORIES, { error: required }),
  ),
  /** Naira, at most two decimals (whole kobo). */
  price: priceSchema,
  quantity: z.coerce
    .number({ error: required })
    .int({ error: MARKET_MESSAGES.badQuantity })
    .min(0, { error: MARKET_MESSAGES.badQuantity })
    .max(PRODUCT_LIMITS.quantity, { error: MARKET_MESSAGES.badQuantity }),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;

export const stockRequestSchema = z.object({ out_of_stock: z.boolean() });
export type StockRequest = z.input<typeof stockRequestSchema>;

function manyCategories() {
  return z.preprocess((raw) => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const list = (Array.isArray(raw) ? raw : [raw]).flatMap((item) => String(item).split(','));
    const cleaned = list.map((item) => item.trim().toLowerCase()).filter(Boolean);
    return cleaned.length > 0 ? [...new Set(cleaned)] : undefined;
  }, z.array(z.enum(PRODUCT_CATEGORIES)).optional());
}

/** GET prop/public/product: search, categories, price range in naira, pages of 9 (8 on a seller page). */
export const productQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: manyCategories(),
  min_price: z.coerce.number().min(0).max(PRICE_RANGE_NAIRA.max).optional(),
  max_price: z.coerce.number().min(0).max(PRICE_RANGE_NAIRA.max).optional(),
  /** A seller's username: only their products. */
  seller: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.marketplace),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const sellerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  photo: z.string().nullable(),
  username: z.string().nullable(),
  role: z.enum(['user', 'business']),
});
export type Seller = z.infer<typeof sellerSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  images: z.array(z.string()),
  media: z.array(listingImageSchema),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Naira (price_kobo / 100). */
  price: z.number(),
  price_kobo: z.number().int(),
  quantity: z.number().int(),
  out_of_stock: z.boolean(),
  /** Available to order: not marked out of stock and some quantity left. */
  available: z.boolean(),
  author: sellerSchema,
  own: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({ other_products: z.array(productSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET prop/public/product: the spec reads the list at `data.data`. */
export const productListResponseSchema = envelope(pageInfoSchema.extend({ data: z.array(productSchema) }));
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
export const productResponseSchema = envelope(productSchema);
/** GET /prop/product/{id}: the spec reads the product at `data.data`. */
export const productDetailResponseSchema = envelope(z.object({ data: productDetailSchema }));

// ---------------------------------------------------------------------------------------------------------------
// Seller pages and usernames

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;

/** A readable slug from a name: 'Adaeze Okafor' → 'adaeze-okafor'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? slug : `seller${slug ? `-${slug}` : ''}`;
}

export const usernameRequestSchema = z.object({
  username: z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .refine((value) => USERNAME_PATTERN.test(value), { error: MARKET_MESSAGES.badUsername }),
});

export const sellerProfileSchema = sellerSchema.extend({
  /** The business side card (businesses) or the creative's headline. */
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  sector: z.string().nullable(),
  website: z.string().nullable(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
export const sellerProfileResponseSchema = envelope(sellerProfileSchema);
export type UsernameRequest = z.input<typeof usernameRequestSchema>;
export const usernameResponseSchema = envelope(z.object({ username: z.string() }));
export type UsernameResponse = z.infer<typeof usernameResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------------------------
// Cart and order requests

export const cartLineRequestSchema = z.object({
  quantity: z.coerce
    .number({ error: MARKET_MESSAGES.badQuantity })
    .int({ error: MARKET_MESSAGES.badQuantity })
    .min(1, { error: MARKET_MESSAGES.badQuantity })
    .max(PRODUCT_LIMITS.orderQuantity, { error: MARKET_MESSAGES.tooManyItems }),
});

export type CartLineRequest = z.input<typeof cartLineRequestSchema>;

export const cartLineSchema = z.object({
  product: productSchema,
  quantity: z.number().int(),
  line_total_kobo: z.number().int(),
});
export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  count: z.number().int(),
  total_kobo: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = envelope(cartSchema);

const contactFields = {
  phone: z.string().trim().max(30).optional(),
  message: z.string().trim().max(PRODUCT_LIMITS.message, { error: FIELD_MESSAGES.tooLong }).optional(),
};

/** Buy Now: one product straight to its seller. */
export const orderRequestSchema = z.object({
  product_id: z.uuid({ error: MARKET_MESSAGES.noProduct }),
  quantity: z.coerce
    .number({ error: MARKET_MESSAGES.badQuantity })
    .int({ error: MARKET_MESSAGES.badQuantity })
    .min(1, { error: MARKET_MESSAGES.badQuantity })
    .max(PRODUCT_LIMITS.orderQuantity, { error: MARKET_MESSAGES.tooManyItems })
    .default(1),
  ...contactFields,
});
export type OrderRequestInput = z.infer<typeof orderRequestSchema>;
/** What the web sends for Buy Now (the quantity may be left to its default). */
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** Checking out the cart: one order request per line, to each seller. */
export const checkoutRequestSchema = z.object(contactFields);
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const orderStatusRequestSchema = z.object({ status: z.enum(['accepted', 'declined', 'fulfilled']) });
export type OrderStatusRequest = z.input<typeof orderStatusRequestSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  product_title: z.string(),
  unit_price_kobo: z.number().int(),
  quantity: z.number().int(),
  total_kobo: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  seller: z.object({ id: z.uuid(), name: z.string(), username: z.string().nullable() }),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderQuerySchema = z.object({
  side: z.enum(['buying', 'selling']).default('buying'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const orderListResponseSchema = envelope(pageInfoSchema.extend({ data: z.array(orderSchema) }));
export const orderResponseSchema = envelope(orderSchema);
export const ordersResponseSchema = envelope(z.array(orderSchema));
