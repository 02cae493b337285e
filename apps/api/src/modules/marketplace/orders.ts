import { type Cart, MARKET_MESSAGES, type Order, type OrderStatus } from '@creative-ng/shared';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countUpTo, newestFirst } from '../../db/lists';
import { accounts, cartItems, orderRequests, products, sellerUsernames } from '../../db/schema/index';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { countCap, pageInfo, pageOffset } from '../../http/pagination';
import { notify } from '../notifications/service';
import { type ProductService, publicProduct, selectProducts } from './products';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Which moves a seller may make from each status. */
const MOVES: Record<OrderStatus, OrderStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['fulfilled', 'declined'],
  declined: [],
  fulfilled: [],
};

export type OrderService = ReturnType<typeof orderService>;

/** The cart of each signed-in account, and order requests between buyers and sellers (no online payment yet). */
export function orderService(db: Database, productsService: ProductService) {
  async function cart(viewer: AuthContext): Promise<Cart> {
    const rows = await selectProducts(db)
      .innerJoin(cartItems, eq(cartItems.productId, products.id))
      .where(and(eq(cartItems.accountId, viewer.accountId), publicProduct))
      .orderBy(...newestFirst(cartItems.createdAt, cartItems.productId));
    const quantities = await db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.accountId, viewer.accountId));
    const byId = new Map(quantities.map((row) => [row.productId, row.quantity]));
    const presented = await productsService.present(rows, viewer);
    const items = presented.map((product) => {
      const quantity = byId.get(product.id) ?? 1;
      return { product, quantity, line_total_kobo: product.price_kobo * quantity };
    });
    return {
      items,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      total_kobo: items.reduce((sum, item) => sum + item.line_total_kobo, 0),
    };
  }

  function present(row: {
    order: typeof orderRequests.$inferSelect;
    sellerName: string;
    username: string | null;
  }): Order {
    const { order } = row;
    return {
      id: order.id,
      product_id: order.productId,
      product_title: order.productTitle,
      unit_price_kobo: order.unitPriceKobo,
      quantity: order.quantity,
      total_kobo: order.unitPriceKobo * order.quantity,
      status: order.status as OrderStatus,
      buyer: { id: order.buyerAccountId, name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
      seller: { id: order.sellerAccountId, name: row.sellerName, username: row.username },
      message: order.message,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    };
  }

  const selectOrders = (executor: Database | Tx = db) =>
    executor
      .select({ order: orderRequests, sellerName: accounts.displayName, username: sellerUsernames.username })
      .from(orderRequests)
      .innerJoin(accounts, eq(accounts.id, orderRequests.sellerAccountId))
      .leftJoin(sellerUsernames, eq(sellerUsernames.accountId, orderRequests.sellerAccountId));

  /** Inserts one order request (stock is checked, not reserved: the seller reserves it by accepting). */
  async function place(
    tx: Tx,
    viewer: AuthContext,
    buyer: { name: string; email: string },
    productId: string,
    quantity: number,
    contact: { phone?: string | undefined; message?: string | undefined },
  ): Promise<string> {
    const [row] = await tx
      .select({ product: products })
      .from(products)
      .innerJoin(accounts, eq(accounts.id, products.sellerAccountId))
      .where(and(eq(products.id, productId), publicProduct));
    if (!row) throw notFound(MARKET_MESSAGES.noProduct);
    const { product } = row;
    if (product.sellerAccountId === viewer.accountId) throw new AppError('RULE_BROKEN', MARKET_MESSAGES.ownProduct);
    if (product.outOfStock || product.quantity <= 0) throw conflict(MARKET_MESSAGES.outOfStock);
    if (product.quantity < quantity) {
      throw conflict(MARKET_MESSAGES.notEnough, { quantity: MARKET_MESSAGES.notEnough });
    }
    const [order] = await tx
      .insert(orderRequests)
      .values({
        buyerAccountId: viewer.accountId,
        sellerAccountId: product.sellerAccountId,
        productId: product.id,
        productTitle: product.title,
        unitPriceKobo: product.priceKobo,
        quantity,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerPhone: contact.phone || null,
        message: contact.message || null,
      })
      .returning({ id: orderRequests.id });
    if (!order) throw new Error('order not inserted');
    await notify(tx, {
      accountId: product.sellerAccountId,
      kind: 'order_request',
      data: { title: product.title, order_id: order.id, buyer_name: buyer.name, link: '/orders?side=selling' },
    });
    return order.id;
  }

  async function buyerOf(viewer: AuthContext) {
    const [row] = await db
      .select({ name: accounts.displayName, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, viewer.accountId));
    if (!row) throw notFound();
    return row;
  }

  async function loadOrders(ids: string[]): Promise<Order[]> {
    if (ids.length === 0) return [];
    const rows = await selectOrders()
      .where(inArray(orderRequests.id, ids))
      .orderBy(...newestFirst(orderRequests.createdAt, orderRequests.id));
    return rows.map(present);
  }

  return {
    cart,

    async setLine(viewer: AuthContext, productId: string, quantity: number): Promise<Cart> {
      const [row] = await db
        .select({ id: products.id, seller: products.sellerAccountId })
        .from(products)
        .innerJoin(accounts, eq(accounts.id, products.sellerAccountId))
        .where(and(eq(products.id, productId), publicProduct));
      if (!row) throw notFound(MARKET_MESSAGES.noProduct);
      if (row.seller === viewer.accountId) throw new AppError('RULE_BROKEN', MARKET_MESSAGES.ownProduct);
      await db
        .insert(cartItems)
        .values({ accountId: viewer.accountId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.accountId, cartItems.productId],
          set: { quantity, updatedAt: new Date() },
        });
      return cart(viewer);
    },

    async removeLine(viewer: AuthContext, productId: string): Promise<Cart> {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.accountId, viewer.accountId), eq(cartItems.productId, productId)));
      return cart(viewer);
    },

    async buyNow(
      viewer: AuthContext,
      input: { product_id: string; quantity: number; phone?: string | undefined; message?: string | undefined },
    ): Promise<Order> {
      const buyer = await buyerOf(viewer);
      const id = await db.transaction((tx) => place(tx, viewer, buyer, input.product_id, input.quantity, input));
      const [order] = await loadOrders([id]);
      if (!order) throw new Error('order not loaded');
      return order;
    },

    async checkout(
      viewer: AuthContext,
      contact: { phone?: string | undefined; message?: string | undefined },
    ): Promise<Order[]> {
      const buyer = await buyerOf(viewer);
      const ids = await db.transaction(async (tx) => {
        const lines = await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(eq(cartItems.accountId, viewer.accountId));
        if (lines.length === 0) throw badRequest(MARKET_MESSAGES.cartEmpty);
        const placed: string[] = [];
        for (const line of lines) placed.push(await place(tx, viewer, buyer, line.productId, line.quantity, contact));
        await tx.delete(cartItems).where(eq(cartItems.accountId, viewer.accountId));
        return placed;
      });
      return loadOrders(ids);
    },

    async list(viewer: AuthContext, query: { side: 'buying' | 'selling'; page: number; limit: number }) {
      const where =
        query.side === 'selling'
          ? eq(orderRequests.sellerAccountId, viewer.accountId)
          : eq(orderRequests.buyerAccountId, viewer.accountId);
      const [rows, total] = await Promise.all([
        selectOrders()
          .where(where)
          .orderBy(...newestFirst(orderRequests.createdAt, orderRequests.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        countUpTo(db, db.select({ one: sql`1` }).from(orderRequests).where(where), countCap(query)),
      ]);
      return { items: rows.map(present), pagination: pageInfo(query.page, query.limit, total.total, total.capped) };
    },

    /**
     * The seller moves an order request. Accepting reserves the quantity with a guarded decrement
     * (`quantity = quantity - n WHERE quantity >= n`), so two acceptances of the last item cannot both win and
     * stock never goes below zero; declining an accepted request gives the quantity back.
     */
    async move(viewer: AuthContext, id: string, to: 'accepted' | 'declined' | 'fulfilled'): Promise<Order> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ order: orderRequests })
          .from(orderRequests)
          .where(eq(orderRequests.id, id))
          .for('update');
        if (!current || current.order.sellerAccountId !== viewer.accountId) {
          throw notFound(MARKET_MESSAGES.orderNotFound);
        }
        const { order } = current;
        const from = order.status as OrderStatus;
        if (!MOVES[from].includes(to)) throw conflict(MARKET_MESSAGES.badTransition);
        if (to === 'accepted') {
          if (!order.productId) throw conflict(MARKET_MESSAGES.outOfStock);
          const reserved = await tx
            .update(products)
            .set({ quantity: sql`${products.quantity} - ${order.quantity}` })
            .where(and(eq(products.id, order.productId), gte(products.quantity, order.quantity)))
            .returning({ id: products.id });
          if (reserved.length === 0) throw conflict(MARKET_MESSAGES.notEnough);
        }
        if (to === 'declined' && from === 'accepted' && order.productId) {
          await tx
            .update(products)
            .set({ quantity: sql`${products.quantity} + ${order.quantity}` })
            .where(eq(products.id, order.productId));
        }
        const moved = await tx
          .update(orderRequests)
          .set({ status: to, decidedAt: new Date() })
          .where(and(eq(orderRequests.id, id), eq(orderRequests.status, from)))
          .returning({ id: orderRequests.id });
        if (moved.length === 0) throw conflict(MARKET_MESSAGES.badTransition);
        await notify(tx, {
          accountId: order.buyerAccountId,
          kind: 'order_updated',
          data: { title: order.productTitle, status: to, order_id: order.id, link: '/orders' },
        });
      });
      const [order] = await loadOrders([id]);
      if (!order) throw notFound(MARKET_MESSAGES.orderNotFound);
      return order;
    },
  };
}
