import type {
  EventListResponse,
  EventRequest,
  ListingImage,
  Opportunity,
  OpportunityListResponse,
  OpportunityRequest,
  PageInfo,
  PublisherState,
  RegistrationState,
  SavedItem,
  SavedKind,
  Tool,
  ToolDetail,
  ToolRequest,
  TrainingEvent,
} from '@creative-ng/shared/listings/index';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import type { StoredImage } from '../../../lib/upload';

/*
 * The tool, opportunity and event calls of the API contract (spec content §7) and what the platform adds:
 * own lists, registration, calendar file, attendee CSV and Saved.
 */

export type ListingImageData = ListingImage;
export type { Opportunity, PageInfo, SavedItem, SavedKind, Tool, ToolDetail, TrainingEvent };

export interface Page<T> {
  items: T[];
  page: PageInfo;
}

/** 'visitor', or the signed-in role: saved/registered flags differ per viewer. */
export function useViewer(): string {
  const session = useSession();
  return session.accessToken ? `member-${session.userType ?? 'user'}` : 'visitor';
}

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

/** Tools (GET /prop/tool/all, or the partner's own at GET /prop/tool). `params` is the page's URL query. */
export function useTools(params: URLSearchParams, mine: boolean) {
  const viewer = useViewer();
  const query = new URLSearchParams(params);
  query.delete('mine');
  const path = `${mine ? '/api/prop/tool' : '/api/prop/tool/all'}?${query}`;
  return useQuery({
    queryKey: listingKeys.list(viewer, mine ? 'tool-own' : 'tool', query.toString()),
    queryFn: async ({ signal }): Promise<Page<Tool>> => {
      const body = (await apiFetch<Tool[]>(path, { signal })) as unknown as { data: Tool[]; pagination: PageInfo };
      return { items: body.data, page: body.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

export function useTool(id: string | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.one(viewer, 'tool', id ?? ''),
    queryFn: async ({ signal }) => (await apiFetch<ToolDetail>(`/api/prop/tool/${id}`, { signal })).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useOpportunities(params: URLSearchParams, mine: boolean) {
  const viewer = useViewer();
  const query = new URLSearchParams(params);
  query.delete('mine');
  const path = `${mine ? '/api/prop/opportunity' : '/api/prop/opportunity/all'}?${query}`;
  return useQuery({
    queryKey: listingKeys.list(viewer, mine ? 'opportunity-own' : 'opportunity', query.toString()),
    queryFn: async ({ signal }): Promise<Page<Opportunity>> => {
      const { data } = await apiFetch<OpportunityListResponse['data']>(path, { signal });
      const { data: items, ...page } = data;
      return { items, page };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOpportunity(id: string | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.one(viewer, 'opportunity', id ?? ''),
    queryFn: async ({ signal }) => (await apiFetch<Opportunity>(`/api/prop/opportunity/${id}`, { signal })).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useEvents(params: URLSearchParams, mine: boolean) {
  const viewer = useViewer();
  const query = new URLSearchParams(params);
  query.delete('mine');
  const path = `${mine ? '/api/prop/event' : '/api/prop/event/all'}?${query}`;
  return useQuery({
    queryKey: listingKeys.list(viewer, mine ? 'event-own' : 'event', query.toString()),
    queryFn: async ({ signal }): Promise<Page<TrainingEvent>> => {
      const { data } = await apiFetch<EventListResponse['data']>(path, { signal });
      const { data: items, ...page } = data;
      return { items, page };
    },
    placeholderData: keepPreviousData,
  });
}

export function useEvent(id: string | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.one(viewer, 'event', id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ event: TrainingEvent }>(`/api/prop/event/${id}`, { signal })).data.event,
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

export async function createTool(body: ToolRequest): Promise<Tool> {
  return (await apiFetch<Tool>('/api/prop/tool', { method: 'POST', json: body })).data;
}

export async function createOpportunity(body: OpportunityRequest): Promise<Opportunity> {
  return (await apiFetch<Opportunity>('/api/prop/opportunity', { method: 'POST', json: body })).data;
}

export async function createEvent(body: EventRequest): Promise<TrainingEvent> {
  return (await apiFetch<{ event: TrainingEvent }>('/api/prop/event', { method: 'POST', json: body })).data.event;
}

/** Registers for a training, or cancels the place. */
export function useRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, register }: { id: string; register: boolean }) =>
      (
        await apiFetch<RegistrationState>(`/api/prop/event/${id}/registration`, {
          method: register ? 'PUT' : 'DELETE',
        })
      ).data,
    onSuccess: () => refreshListings(client),
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

export function useSaved(params: URLSearchParams) {
  const viewer = useViewer();
  return useQuery({
    queryKey: listingKeys.saved(viewer, params.toString()),
    queryFn: async ({ signal }): Promise<Page<SavedItem>> => {
      const { data } = await apiFetch<{ data: SavedItem[] } & PageInfo>(`/api/prop/saved?${params}`, { signal });
      const { data: items, ...page } = data;
      return { items, page };
    },
    placeholderData: keepPreviousData,
  });
}

/** The calendar file's address (public: no token needed). */
export const calendarUrl = (id: string) => `/api/prop/event/${id}/calendar.ics`;

export { ApiError };

export async function updateTool(id: string, body: ToolRequest): Promise<Tool> {
  return (await apiFetch<Tool>(`/api/prop/tool/${id}`, { method: 'PUT', json: body })).data;
}

export async function updateOpportunity(id: string, body: OpportunityRequest): Promise<Opportunity> {
  return (await apiFetch<Opportunity>(`/api/prop/opportunity/${id}`, { method: 'PUT', json: body })).data;
}

export async function updateEvent(id: string, body: EventRequest): Promise<TrainingEvent> {
  return (await apiFetch<{ event: TrainingEvent }>(`/api/prop/event/${id}`, { method: 'PUT', json: body })).data.event;
}

const DELETE_PATHS = {
  tool: '/api/prop/tool',
  opportunity: '/api/prop/opportunity',
  event: '/api/prop/event',
} as const;

export async function deleteListing(kind: SavedKind, id: string): Promise<void> {
  await apiFetch<null>(`${DELETE_PATHS[kind]}/${id}`, { method: 'DELETE' });
}

/** An item's images as the image picker holds them. */
export function storedImages(media: readonly ListingImage[]): StoredImage[] {
  return media.map((image) => ({ url: image.url, srcset: image.srcset, width: image.width, height: image.height }));
}
