import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink, EmptyState, Skeleton, Spinner } from '../../../components/ui';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api';
import { PostCard } from '../components/PostCard';
import { useFeedT } from '../i18n';
import { failureText } from '../lib/errors';
import { usePost } from '../lib/feedApi';

/** /post/:id – one post, whole, at its shareable address (with share and copy-link like every card). */
export default function PostPage() {
  const t = useFeedT();
  const { id } = useParams();
  const query = usePost(id);
  usePageTitle(query.data?.title ?? t('page.post.title'));
  const back = (
    <ButtonLink to="/" variant="secondary">
      {t('post.backToFeed')}
    </ButtonLink>
  );
  if (query.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4" aria-busy="true">
        <h1 className="sr-only">{t('page.post.title')}</h1>
        <Spinner label={t('feed.loading')} />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink">{t('page.post.title')}</h1>
        {missing ? (
          <EmptyState
            as="p"
            icon={<SearchX aria-hidden="true" className="size-6" />}
            title={t('post.notFound')}
            description={t('post.notFoundBody')}
            action={back}
          />
        ) : (
          <p role="alert" className="rounded-xl border border-danger bg-danger-soft p-4 font-medium">
            {failureText(query.error, t('feed.loadFailed'))}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PostCard post={query.data} headingLevel="h1" standalone />
      <div>{back}</div>
    </div>
  );
}
