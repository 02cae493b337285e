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
import { answeredRoutes } from '../../http/answers';
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

  const answered = answeredRoutes(app, { tags, config: BUYERS });
  answered.patch('/prop/product/:id/stock', {
    config: { ...SELLERS, invalidates: () => [PRODUCTS_TOPIC] },
    summary: 'Mark your own product out of stock (or back in stock)',
    params: productId,
    body: stockRequestSchema,
    response: productResponseSchema,
    message: MARKET_MESSAGES.updated,
    data: (request) =>
      productsService.setOutOfStock(signedIn(request.auth), request.params.id, request.body.out_of_stock),
  });

  // ------------------------------------------------------------------------------------------ sellers
  answered.get('/prop/public/seller/:username', {
    config: {}, // visitors too
    summary: "A seller's side card (its products: GET prop/public/product?seller={username}&limit=8)",
    params: z.object({ username: z.string().trim().min(1).max(60) }),
    response: sellerProfileResponseSchema,
    message: 'Seller',
    data: (request) => productsService.seller(request.params.username, request.auth),
  });

  answered.get('/prop/seller/username', {
    config: SELLERS,
    summary: 'Your seller username (made from your name the first time)',
    response: usernameResponseSchema,
    message: 'Username',
    data: async (request) => ({ username: await productsService.username(signedIn(request.auth)) }),
  });

  answered.put('/prop/seller/username', {
    config: SELLERS,
    summary: 'Change your seller username (unique, readable)',
    body: usernameRequestSchema,
    response: usernameResponseSchema,
    message: MARKET_MESSAGES.updated,
    data: async (request) => ({
      username: await productsService.changeUsername(signedIn(request.auth), request.body.username),
    }),
  });

  // ------------------------------------------------------------------------------------------ cart
  answered.get('/prop/cart', {
    summary: 'Your cart',
    response: cartResponseSchema,
    message: 'Cart',
    data: (request) => orders.cart(signedIn(request.auth)),
  });

  answered.put('/prop/cart/:id', {
    summary: 'Put a product in your cart with this quantity (adds or changes the line)',
    params: productId,
    body: cartLineRequestSchema,
    response: cartResponseSchema,
    message: 'Cart',
    data: (request) => orders.setLine(signedIn(request.auth), request.params.id, request.body.quantity),
  });

  answered.delete('/prop/cart/:id', {
    summary: 'Remove a product from your cart',
    params: productId,
    response: cartResponseSchema,
    message: 'Cart',
    data: (request) => orders.removeLine(signedIn(request.auth), request.params.id),
  });

  answered.post('/prop/cart/checkout', {
    summary: 'Send an order request for each line of your cart to its seller, then empty the cart',
    body: checkoutRequestSchema,
    response: ordersResponseSchema,
    status: 201,
    message: MARKET_MESSAGES.orderSent,
    data: (request) => orders.checkout(signedIn(request.auth), request.body),
  });

  // ------------------------------------------------------------------------------------------ orders
  answered.post('/prop/orders', {
    summary: 'Buy Now: send an order request for one product to its seller (no online payment)',
    body: orderRequestSchema,
    response: orderResponseSchema,
    status: 201,
    message: MARKET_MESSAGES.orderSent,
    data: (request) => orders.buyNow(signedIn(request.auth), request.body),
  });

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

  answered.patch('/prop/orders/:id', {
    // Accepting reserves stock, which the marketplace's lists show.
    config: { ...SELLERS, invalidates: () => [PRODUCTS_TOPIC] },
    summary: 'The seller accepts (reserves stock), declines or marks fulfilled an order request',
    params: orderId,
    body: orderStatusRequestSchema,
    response: orderResponseSchema,
    message: MARKET_MESSAGES.updated,
    data: (request) => orders.move(signedIn(request.auth), request.params.id, request.body.status),
  });
};
