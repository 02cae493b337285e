import { EmptyState } from '../../../components/ui';
import { useFeedT } from '../i18n';
import { useAuthorPosts } from '../lib/feedApi';
import { PostsSection } from './PostList';

/** The posts on a public profile. */
export default function AuthorPosts({ authorId }: { authorId: string }) {
  const t = useFeedT();
  const query = useAuthorPosts(authorId);
  return (
    <PostsSection
      id="author-posts-title"
      title={t('profile.postsTitle')}
      query={query}
      empty={<EmptyState as="p" title={t('profile.postsEmpty')} />}
    />
  );
}
