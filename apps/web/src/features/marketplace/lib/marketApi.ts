import type {
  Cart,
  CartLineRequest,
  CheckoutRequest,
  Order,
  OrderRequest,
  OrderStatusRequest,
  Product,
  ProductDetail,
  ProductRequest,
  SellerProfile,
  StockRequest,
  UsernameRequest,
  UsernameResponse,
} from '@creative-ng/shared/marketplace/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { deleteListing, listingItem, listingPage, type Page, pagedAt, sendListing } from '../../../lib/listingApi';
import { useViewer } from '../../../lib/session';

export type { Cart, Order, Page, Product, ProductDetail, SellerProfile };

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** ₦25,000 — as Nigerians read it, no kobo shown. */
export function formatKobo(kobo: number): string {
  return naira.format(Math.round(kobo / 100));
}

export const marketKeys = {
  all: ['market'] as const,
  list: (viewer: string, params: string) => ['market', viewer, 'list', params] as const,
  one: (viewer: string, id: string) => ['market', viewer, 'one', id] as const,
  // By viewer too: a private seller's page is 'not found' to visitors but shown to the seller and to admins
  // (decision 0064), so the visitor's answer must not be what they see after signing in.
  seller: (viewer: string, username: string) => ['market', viewer, 'seller', username] as const,
  cart: (viewer: string) => ['market', viewer, 'cart'] as const,
  orders: (viewer: string, side: string, page: number) => ['market', viewer, 'orders', side, page] as const,
  username: (viewer: string) => ['market', viewer, 'username'] as const,
};

/** How long the market's toasts last: a done write briefly, a failure as long as any error. */
export const MARKET_TOASTS = { done: TOAST_DURATIONS.quickSuccess, failed: TOAST_DURATIONS.error };

export function refreshMarket(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: marketKeys.all });
}

/** GET prop/public/product with the page's URL query (q, category, min_price, max_price, page, seller, limit). */
export function useProducts(query: URLSearchParams) {
  const viewer = useViewer('account');
  const text = query.toString();
  return useQuery({
    queryKey: marketKeys.list(viewer, text),
    queryFn: ({ signal }) => listingPage<Product>('product', query, false, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | undefined) {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: marketKeys.one(viewer, id ?? ''),
    queryFn: ({ signal }) => listingItem<ProductDetail>('product', id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useSeller(username: string | undefined) {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: marketKeys.seller(viewer, username ?? ''),
    queryFn: async ({ signal }) =>
      (await apiFetch<SellerProfile>(`/api/prop/public/seller/${encodeURIComponent(username ?? '')}`, { signal })).data,
    enabled: Boolean(username),
    retry: false,
  });
}

export const createProduct = (body: ProductRequest) => sendListing<Product>('product', body);
export const updateProduct = (id: string, body: ProductRequest) => sendListing<Product>('product', body, id);
export async function setOutOfStock(id: string, outOfStock: boolean) {
  const body: StockRequest = { out_of_stock: outOfStock };
  return (await apiFetch<Product>(`/api/prop/product/${id}/stock`, { method: 'PATCH', json: body })).data;
}
export const deleteProduct = (id: string) => deleteListing('product', id);

// ------------------------------------------------------------------------------------------------ cart and orders

export function useCart(enabled = true) {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: marketKeys.cart(viewer),
    queryFn: async ({ signal }) => (await apiFetch<Cart>('/api/prop/cart', { signal })).data,
    enabled,
  });
}

export async function setCartLine(productId: string, quantity: number) {
  const body: CartLineRequest = { quantity };
  return (await apiFetch<Cart>(`/api/prop/cart/${productId}`, { method: 'PUT', json: body })).data;
}
export const removeCartLine = async (productId: string) =>
  (await apiFetch<Cart>(`/api/prop/cart/${productId}`, { method: 'DELETE' })).data;
export const checkout = async (contact: CheckoutRequest) =>
  (await apiFetch<Order[]>('/api/prop/cart/checkout', { method: 'POST', json: contact })).data;
export const buyNow = async (body: OrderRequest) =>
  (await apiFetch<Order>('/api/prop/orders', { method: 'POST', json: body })).data;

export function useOrders(side: 'buying' | 'selling', page: number) {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: marketKeys.orders(viewer, side, page),
    queryFn: ({ signal }) => pagedAt<Order>(`/api/prop/orders?side=${side}&page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export async function moveOrder(id: string, status: OrderStatusRequest['status']) {
  const body: OrderStatusRequest = { status };
  return (await apiFetch<Order>(`/api/prop/orders/${id}`, { method: 'PATCH', json: body })).data;
}

export function useMyUsername(enabled: boolean) {
  const viewer = useViewer('account');
  return useQuery({
    queryKey: marketKeys.username(viewer),
    queryFn: async ({ signal }) => (await apiFetch<UsernameResponse>('/api/prop/seller/username', { signal })).data,
    enabled,
  });
}

export async function changeUsername(username: string) {
  const body: UsernameRequest = { username };
  return (await apiFetch<UsernameResponse>('/api/prop/seller/username', { method: 'PUT', json: body })).data;
}
