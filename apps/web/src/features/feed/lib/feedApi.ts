import type { LikeRequest, LikeState, Post, PostListResponse, PostRequest } from '@creative-ng/shared/feed/index';
import { PAGE_SIZES } from '@creative-ng/shared/reference/constants';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useViewer } from '../../../lib/session';

/*
 * The posts calls of the API contract: GET /prop/public/post (cursor pages), GET /prop/public/post/{id},
 * GET/POST /prop/posts, PUT/DELETE /prop/posts/{id}, POST /prop/post/{id} (like), and image uploads.
 */

export type { Post };
export type OwnPost = Post & { removed?: boolean };

/** Every feed query starts with 'feed' and says whose eyes it is for (likes differ per viewer). */
export const feedKeys = {
  all: ['feed'] as const,
  public: (viewer: string) => ['feed', viewer, 'public'] as const,
  post: (viewer: string, id: string) => ['feed', viewer, 'post', id] as const,
  own: (viewer: string) => ['feed', viewer, 'own'] as const,
  author: (viewer: string, id: string) => ['feed', viewer, 'author', id] as const,
};

type Cursor = string | null;

async function fetchPage(path: string, cursor: Cursor, signal: AbortSignal): Promise<PostListResponse> {
  // 12 posts first, then 5 per 'Load More'.
  const limit = cursor ? PAGE_SIZES.feedMore : PAGE_SIZES.feedFirst;
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return (await apiFetch<Post[]>(`${path}?${query}`, { signal })) as unknown as PostListResponse;
}

function usePostPages(queryKey: readonly unknown[], path: string, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(path, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}

/** The public feed, newest first. */
export function usePublicFeed() {
  return usePostPages(feedKeys.public(useViewer()), '/api/prop/public/post');
}

/** The signed-in member's own posts (removed ones marked). */
export function useOwnPosts(enabled = true) {
  return usePostPages(feedKeys.own(useViewer()), '/api/prop/posts', enabled);
}

/** One author's posts, for public profiles. */
export function useAuthorPosts(authorId: string | undefined) {
  return usePostPages(
    feedKeys.author(useViewer(), authorId ?? ''),
    `/api/prop/public/posts/by/${authorId}`,
    Boolean(authorId),
  );
}

/** One post (the shareable page). */
export function usePost(id: string | undefined) {
  const viewer = useViewer();
  return useQuery({
    queryKey: feedKeys.post(viewer, id ?? ''),
    queryFn: async ({ signal }) => (await apiFetch<Post>(`/api/prop/public/post/${id}`, { signal })).data,
    enabled: Boolean(id),
  });
}

/** Every post of a loaded page list, in order. */
export function postsOf(data: InfiniteData<PostListResponse> | undefined): OwnPost[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

/** Applies a change to a post wherever it is cached (feed pages, own posts, author pages, the post page). */
export function updateCachedPost(client: QueryClient, id: string, change: (post: Post) => Post): void {
  client.setQueriesData<unknown>({ queryKey: feedKeys.all }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const pages = data as InfiniteData<PostListResponse>;
      return {
        ...pages,
        pages: pages.pages.map((page) => ({
          ...page,
          data: page.data.map((post) => (post.id === id ? change(post) : post)),
        })),
      };
    }
    const post = data as Post;
    return post.id === id ? change(post) : post;
  });
}

/** Likes or unlikes a post: the heart changes at once, then takes the server's count. */
export function useLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, liked }: { id: string; liked: boolean }) =>
      (await apiFetch<LikeState>(`/api/prop/post/${id}`, { method: 'POST', json: { liked } satisfies LikeRequest }))
        .data,
    onMutate: ({ id, liked }) => {
      const seen: { before: Pick<Post, 'liked' | 'likes'> | null } = { before: null };
      updateCachedPost(client, id, (post) => {
        seen.before ??= { liked: post.liked, likes: post.likes };
        if (post.liked === liked) return post;
        return { ...post, liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) };
      });
      return seen;
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (before) updateCachedPost(client, id, (post) => ({ ...post, ...before }));
    },
    onSuccess: (state) =>
      updateCachedPost(client, state.id, (post) => ({ ...post, liked: state.liked, likes: state.likes })),
  });
}

export async function createPost(body: PostRequest): Promise<Post> {
  return (await apiFetch<Post>('/api/prop/posts', { method: 'POST', json: body })).data;
}

export async function updatePost(id: string, body: PostRequest): Promise<Post> {
  return (await apiFetch<Post>(`/api/prop/posts/${id}`, { method: 'PUT', json: body })).data;
}

export async function deletePost(id: string): Promise<void> {
  await apiFetch<null>(`/api/prop/posts/${id}`, { method: 'DELETE' });
}

/** After a post is created, edited or deleted: every feed list is fetched again. */
export function refreshFeeds(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: feedKeys.all });
}
