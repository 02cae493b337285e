import type { PageInfo } from '@creative-ng/shared/api/envelope';
import { LISTING_CALLS, type ListingKindName, readAt } from '@creative-ng/shared/listings/calls';
import { apiFetch } from './api';

/*
 * The calls every kind of listing has (tools, opportunities, trainings, products), read where each kind's
 * answers hold the items (packages/shared listings/calls.ts): lists, one item, create, edit, delete.
 */

export interface Page<T> {
  items: T[];
  page: PageInfo;
}

type PagedData<T> = PageInfo & { data: T[] };

/** A paged answer whose list is at `data.data`, beside the page facts. */
export async function pagedAt<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { data } = await apiFetch<PagedData<T>>(path, { signal });
  const { data: items, ...page } = data;
  return { items, page };
}

/** One page of a kind's public list, or of the signed-in owner's own; `query` is the page's URL query. */
export async function listingPage<T>(
  kind: ListingKindName,
  query: URLSearchParams,
  mine: boolean,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const calls = LISTING_CALLS[kind];
  const path = `/api${mine ? calls.path : calls.publicPath}?${query}`;
  if (calls.listAt === 'data.data') return pagedAt<T>(path, signal);
  const body = (await apiFetch<T[]>(path, { signal })) as unknown as { data: T[]; pagination: PageInfo };
  return { items: body.data, page: body.pagination };
}

/** One item as its page shows it (with other items by its owner, for kinds that answer them). */
export async function listingItem<T>(kind: ListingKindName, id: string, signal?: AbortSignal): Promise<T> {
  const calls: { path: string; detailAt?: string } = LISTING_CALLS[kind];
  return readAt<T>(calls.detailAt, (await apiFetch<unknown>(`/api${calls.path}/${id}`, { signal })).data);
}

/** Creates an item, or edits the one with this id; the item as the server keeps it. */
export async function sendListing<T>(kind: ListingKindName, body: object, id?: string): Promise<T> {
  const calls: { path: string; oneAt?: string } = LISTING_CALLS[kind];
  const path = id ? `/api${calls.path}/${id}` : `/api${calls.path}`;
  const answer = await apiFetch<unknown>(path, { method: id ? 'PUT' : 'POST', json: body });
  return readAt<T>(calls.oneAt, answer.data);
}

export async function deleteListing(kind: ListingKindName, id: string): Promise<void> {
  await apiFetch<null>(`/api${LISTING_CALLS[kind].path}/${id}`, { method: 'DELETE' });
}
