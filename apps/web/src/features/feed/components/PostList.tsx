import type { PostListResponse } from '@creative-ng/shared/feed/index';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrateLater } from '../../../components/HydrateLater';
import { Button, Skeleton, Spinner } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { useFeedT } from '../i18n';
import { failureText } from '../lib/errors';
import { type OwnPost, postsOf } from '../lib/feedApi';
import { PostCard } from './PostCard';

interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<PostListResponse>>;
  /** Shown when there is no post at all. */
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
  headingLevel?: 'h2' | 'h3';
  /** Extra controls per post (edit and delete on the author's own lists). */
  actions?: (post: OwnPost) => ReactNode;
  /** The first card's picture loads at once, prioritised (decision 0103): false where the list is below the fold. */
  eagerFirst?: boolean;
}

/**
 * Post cards from cursor pages with 'Load More' (12 first, then 5; the button is
 * disabled while loading). Skeletons and a spinner while the first page loads; an error with 'Try again'.
 */
export function PostList({ query, empty, label, headingLevel = 'h3', actions, eagerFirst = true }: PostListProps) {
  const t = useFeedT();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Spinner label={t('feed.loading')} className="self-center" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        message={failureText(query.error, t('feed.loadFailed'))}
        retryLabel={t('feed.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const posts = postsOf(query.data);
  if (posts.length === 0) return <>{empty}</>;
  const loadingMore = query.isFetchingNextPage;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="flex flex-col gap-4">
        {posts.map((post, at) => {
          const card = (
            <PostCard
              post={post}
              headingLevel={headingLevel}
              actions={actions?.(post)}
              eager={eagerFirst && at === 0}
            />
          );
          // The first card is taken over with the page; the others each in a task of their own (decision 0103).
          return <li key={post.id}>{at === 0 ? card : <HydrateLater>{card}</HydrateLater>}</li>;
        })}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          // Disabled while loading, but kept focusable so a keyboard user stays where they were.
          aria-disabled={loadingMore || undefined}
          onClick={() => {
            if (!loadingMore) void query.fetchNextPage();
          }}
          className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-fit sm:self-center"
        >
          {loadingMore ? t('feed.loadingMore') : t('feed.loadMore')}
        </Button>
      ) : (
        <p className="text-center text-muted">{t('feed.end')}</p>
      )}
      <p role="status" className="sr-only">
        {loadingMore ? t('feed.loadingMore') : ''}
      </p>
    </div>
  );
}

/** A titled section (h2, labelling it by `id`) holding a list of posts, the list named by the title too. */
export function PostsSection({ id, title, ...list }: { id: string; title: string } & Omit<PostListProps, 'label'>) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <PostList {...list} label={title} />
    </section>
  );
}
