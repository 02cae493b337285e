import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountColumn, accountKey } from './account-columns';
import { citext, createdAt, id, published, removal, searchVector, updatedAt } from './columns';

/*
 * The marketplace: products creatives and businesses sell, each seller's readable username, a cart per
 * signed-in account, and order requests (no online payment: the seller accepts, declines or marks fulfilled).
 * Money is whole kobo in bigint columns, never a float.
 */

/** A product, service or piece of content for sale. */
export const products = pgTable(
  'products',
  {
    id: id(),
    sellerAccountId: accountColumn('seller_account_id'),
    title: text('title').notNull(),
    ...published(),
    /** product | service | content */
    category: text('category').notNull(),
    /** Whole kobo (₦1 = 100 kobo). */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    /** Units left; reserved (decremented) when the seller accepts an order request; never below zero. */
    quantity: integer('quantity').notNull(),
    /** The seller marked it out of stock (whatever the quantity). */
    outOfStock: boolean('out_of_stock').notNull().default(false),
    ...removal(),
    searchVector: searchVector('title', 'category', 'description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    // A seller's page (and own list), and each category, newest first as the lists read them (decision 0059).
    index('products_seller_idx').on(t.sellerAccountId, t.createdAt.desc(), t.id.desc()),
    index('products_category_idx').on(t.category, t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('products_price_idx').on(t.priceKobo).where(sql`${t.removedAt} is null`),
    index('products_search_idx').using('gin', t.searchVector),
    check('products_price_check', sql`${t.priceKobo} >= 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** The readable, unique username of an account that sells (its seller page is /user-products/{username}). */
export const sellerUsernames = pgTable('seller_usernames', {
  accountId: accountKey(),
  username: citext('username').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One line of a signed-in account's cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    accountId: accountColumn('account_id'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    index('cart_items_product_idx').on(t.productId),
    // The cart newest first, as it is shown.
    index('cart_items_newest_idx').on(t.accountId, t.createdAt.desc(), t.productId.desc()),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A buyer's request to buy a product (no online payment yet). pending → accepted (stock reserved) | declined;
 * accepted → fulfilled | declined (stock given back). Title and unit price are kept as they were when asked.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: id(),
    buyerAccountId: accountColumn('buyer_account_id'),
    sellerAccountId: accountColumn('seller_account_id'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** pending | accepted | declined | fulfilled */
    status: text('status').notNull().default('pending'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    message: text('message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_requests_seller_idx').on(t.sellerAccountId, t.createdAt.desc(), t.id.desc()),
    index('order_requests_buyer_idx').on(t.buyerAccountId, t.createdAt.desc(), t.id.desc()),
    index('order_requests_product_idx').on(t.productId),
    check('order_requests_quantity_check', sql`${t.quantity} > 0`),
    check('order_requests_price_check', sql`${t.unitPriceKobo} >= 0`),
    check('order_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'fulfilled')`),
  ],
);
