import {
  cartLineRequestSchema,
  cartResponseSchema,
  checkoutRequestSchema,
  MARKET_MESSAGES,
  orderListResponseSchema,
  orderQuerySchema,
  orderRequestSchema,
  orderResponseSchema,
  orderStatusRequestSchema,
  ordersResponseSchema,
  productResponseSchema,
  sellerProfileResponseSchema,
  stockRequestSchema,
  usernameRequestSchema,
  usernameResponseSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../http/auth';
import { PRODUCTS_TOPIC } from '../../http/cache-topics';
import { listingRoutes } from '../../listing-engine/routes';
import type { OrderService } from './orders';
import { type ProductService, productRoutes } from './products';

/** Creatives (role 'user') and businesses sell. */
const SELLERS = { roles: ['user', 'business'] as const };
/** Anyone signed in but admins buys. */
const BUYERS = { roles: ['user', 'business', 'partner'] as const };
const productId = z.object({ id: z.uuid({ error: MARKET_MESSAGES.noProduct }) });
const orderId = z.object({ id: z.uuid({ error: MARKET_MESSAGES.orderNotFound }) });

/** Products, seller pages, carts and order requests. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ products: ProductService; orders: OrderService }> = async (
  app,
  { products: productsService, orders },
) => {
  const tags = ['marketplace'];

  await app.register(listingRoutes(productRoutes, productsService));

  app.patch(
    '/prop/product/:id/stock',
    {
      config: { ...SELLERS, invalidates: () => [PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: 'Mark your own product out of stock (or back in stock)',
        params: productId,
        body: stockRequestSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => ({
      message: MARKET_MESSAGES.updated,
      data: await productsService.setOutOfStock(signedIn(request.auth), request.params.id, request.body.out_of_stock),
    }),
  );

  // ------------------------------------------------------------------------------------------ sellers
  app.get(
    '/prop/public/seller/:username',
    {
      schema: {
        tags,
        summary: "A seller's side card (its products: GET prop/public/product?seller={username}&limit=8)",
        params: z.object({ username: z.string().trim().min(1).max(60) }),
        response: { 200: sellerProfileResponseSchema },
      },
    },
    async (request) => ({
      message: 'Seller',
      data: await productsService.seller(request.params.username, request.auth),
    }),
  );

  app.get(
    '/prop/seller/username',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Your seller username (made from your name the first time)',
        response: { 200: usernameResponseSchema },
      },
    },
    async (request) => ({
      message: 'Username',
      data: { username: await productsService.username(signedIn(request.auth)) },
    }),
  );

  app.put(
    '/prop/seller/username',
    {
      config: SELLERS,
      schema: {
        tags,
        summary: 'Change your seller username (unique, readable)',
        body: usernameRequestSchema,
        response: { 200: usernameResponseSchema },
      },
    },
    async (request) => ({
      message: MARKET_MESSAGES.updated,
      data: { username: await productsService.changeUsername(signedIn(request.auth), request.body.username) },
    }),
  );

  // ------------------------------------------------------------------------------------------ cart
  app.get(
    '/prop/cart',
    { config: BUYERS, schema: { tags, summary: 'Your cart', response: { 200: cartResponseSchema } } },
    async (request) => ({ message: 'Cart', data: await orders.cart(signedIn(request.auth)) }),
  );

  app.put(
    '/prop/cart/:id',
    {
      config: BUYERS,
      schema: {
        tags,
        summary: 'Put a product in your cart with this quantity (adds or changes the line)',
        params: productId,
        body: cartLineRequestSchema,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => ({
      message: 'Cart',
      data: await orders.setLine(signedIn(request.auth), request.params.id, request.body.quantity),
    }),
  );

  app.delete(
    '/prop/cart/:id',
    {
      config: BUYERS,
      schema: {
        tags,
        summary: 'Remove a product from your cart',
        params: productId,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => ({ message: 'Cart', data: await orders.removeLine(signedIn(request.auth), request.params.id) }),
  );

  app.post(
    '/prop/cart/checkout',
    {
      config: BUYERS,
      schema: {
        tags,
        summary: 'Send an order request for each line of your cart to its seller, then empty the cart',
        body: checkoutRequestSchema,
        response: { 201: ordersResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: MARKET_MESSAGES.orderSent,
        data: await orders.checkout(signedIn(request.auth), request.body),
      }),
  );

  // ------------------------------------------------------------------------------------------ orders
  app.post(
    '/prop/orders',
    {
      config: BUYERS,
      schema: {
        tags,
        summary: 'Buy Now: send an order request for one product to its seller (no online payment)',
        body: orderRequestSchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: MARKET_MESSAGES.orderSent, data: await orders.buyNow(signedIn(request.auth), request.body) }),
  );

  app.get(
    '/prop/orders',
    {
      config: BUYERS,
      schema: {
        tags,
        summary: 'Your order requests in data.data: side=buying (sent) or selling (received)',
        querystring: orderQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => {
      const { items, pagination } = await orders.list(signedIn(request.auth), request.query);
      return { message: 'Orders', data: { ...pagination, data: items } };
    },
  );

  app.patch(
    '/prop/orders/:id',
    {
      // Accepting reserves stock, which the marketplace's lists show.
      config: { ...SELLERS, invalidates: () => [PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: 'The seller accepts (reserves stock), declines or marks fulfilled an order request',
        params: orderId,
        body: orderStatusRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({
      message: MARKET_MESSAGES.updated,
      data: await orders.move(signedIn(request.auth), request.params.id, request.body.status),
    }),
  );
};
