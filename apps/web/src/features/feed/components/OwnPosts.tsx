import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../components/ui';
import { useFeedT } from '../i18n';
import { useOwnPosts } from '../lib/feedApi';
import { PostList } from './PostList';

const OwnPostActions = lazy(() => import('./OwnPostActions'));

/** 'Your posts' on the home and own profile pages: the member's posts with Edit and Delete. */
export default function OwnPosts() {
  const t = useFeedT();
  const query = useOwnPosts();
  return (
    <section aria-labelledby="own-posts-title" className="flex flex-col gap-3">
      <h2 id="own-posts-title" className="text-lg font-bold text-ink">
        {t('home.postsTitle')}
      </h2>
      <PostList
        query={query}
        label={t('home.postsTitle')}
        empty={<EmptyState as="p" title={t('home.postsEmpty')} description={t('home.postsEmptyBody')} />}
        actions={(post) => (
          <Suspense fallback={null}>
            <OwnPostActions post={post} />
          </Suspense>
        )}
      />
    </section>
  );
}
