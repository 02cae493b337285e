import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../components/ui';
import { useFeedT } from '../i18n';
import { useOwnPosts } from '../lib/feedApi';
import { PostsSection } from './PostList';

const OwnPostActions = lazy(() => import('./OwnPostActions'));

/** 'Your posts' on the home and own profile pages: the member's posts with Edit and Delete. */
export default function OwnPosts() {
  const t = useFeedT();
  const query = useOwnPosts();
  return (
    <PostsSection
      id="own-posts-title"
      title={t('home.postsTitle')}
      query={query}
      empty={<EmptyState as="p" title={t('home.postsEmpty')} description={t('home.postsEmptyBody')} />}
      actions={(post) => (
        <Suspense fallback={null}>
          <OwnPostActions post={post} />
        </Suspense>
      )}
    />
  );
}
