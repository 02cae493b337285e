import type { PageInfo } from '@creative-ng/shared/api/envelope';
import type {
  ListingImage,
  Opportunity,
  PublisherState,
  SavedItem,
  SavedKind,
  Tool,
  ToolDetail,
  TrainingEvent,
} from '@creative-ng/shared/listings/index';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { deleteListing, listingItem, listingPage, type Page } from '../../../lib/listingApi';
import { useSession, useViewer } from '../../../lib/session';
import type { StoredImage } from '../../../lib/upload';

/*
 * What every kind's pages ask of the API: lists (public or the partner's own), one item, the publisher state and
 * Save. What one page alone uses (a training's registration, the Saved list, a form's create and edit) is in that
 * page or form, so it stays out of the others' first download.
 */

export type ListingImageData = ListingImage;
export type { Opportunity, Page, PageInfo, SavedItem, SavedKind, Tool, ToolDetail, TrainingEvent };

export const listingKeys = {
  all: ['listings'] as const,
  list: (viewer: string, kind: string, params: string) => ['listings', viewer, kind, 'list', params] as const,
  one: (viewer: string, kind: string, id: string) => ['listings', viewer, kind, 'one', id] as const,
  publisher: (viewer: string) => ['listings', viewer, 'publisher'] as const,
  saved: (viewer: string, params: string) => ['listings', viewer, 'saved', params] as const,
};

export function refreshListings(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: listingKeys.all });
}

/** A kind's list: its public one, or the signed-in partner's own (`mine`). `params` is the page's URL query. */
export function useListingPage<T>(kind: SavedKind, params: URLSearchParams, mine: boolean) {
  const viewer = useViewer();
  const query = new URLSearchParams(params);
  query.delete('mine');
  return useQuery({
    queryKey: listingKeys.list(viewer, mine ? `${kind}-own` : kind, query.toString()),
    queryFn: ({ signal }) => listingPage<T>(kind, query, mine, signal),
    placeholderData: keepPreviousData,
  });
}

/** One item as its page shows it. */
export function useListingItem<T>(kind: SavedKind, id: string | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.one(viewer, kind, id ?? ''),
    queryFn: ({ signal }) => listingItem<T>(kind, id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Whether the signed-in partner may publish (asked of the server: approval can change after sign-in). */
export function usePublisher() {
  const session = useSession();
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.publisher(viewer),
    queryFn: async ({ signal }) => (await apiFetch<PublisherState>('/api/prop/listings/publisher', { signal })).data,
    enabled: session.userType === 'partner' && Boolean(session.accessToken),
    staleTime: 60_000,
  });
}

/** Saves or un-saves an item. */
export function useSaveToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, save }: { kind: SavedKind; id: string; save: boolean }) =>
      (await apiFetch<{ saved: boolean }>(`/api/prop/saved/${kind}/${id}`, { method: save ? 'PUT' : 'DELETE' })).data,
    onSuccess: () => refreshListings(client),
  });
}

export { ApiError, deleteListing };

/** An item's images as the image picker holds them. */
export function storedImages(media: readonly ListingImage[]): StoredImage[] {
  return media.map((image) => ({ url: image.url, srcset: image.srcset, width: image.width, height: image.height }));
}
