import { EmptyState } from '../../../components/ui';
import { useFeedT } from '../i18n';
import { useAuthorPosts } from '../lib/feedApi';
import { PostList } from './PostList';

/** The posts on a public profile. */
export default function AuthorPosts({ authorId }: { authorId: string }) {
  const t = useFeedT();
  const query = useAuthorPosts(authorId);
  return (
    <section aria-labelledby="author-posts-title" className="flex flex-col gap-3">
      <h2 id="author-posts-title" className="text-lg font-bold text-ink">
        {t('profile.postsTitle')}
      </h2>
      <PostList
        query={query}
        label={t('profile.postsTitle')}
        empty={<EmptyState as="p" title={t('profile.postsEmpty')} />}
      />
    </section>
  );
}
