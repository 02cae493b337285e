import { Rss } from 'lucide-react';
import { ButtonLink, EmptyState } from '../../../components/ui';
import { useFeedT } from '../i18n';
import { usePublicFeed } from '../lib/feedApi';
import { PostList } from './PostList';

/**
 * The public feed: newest posts first, visible without sign-in. `belowTheFold` where the page shows other things
 * first (the landing page): its first picture then loads lazily like the others instead of ahead of the page.
 */
export default function PublicFeed({ belowTheFold = false }: { belowTheFold?: boolean }) {
  const t = useFeedT();
  const query = usePublicFeed();
  return (
    <PostList
      query={query}
      label={t('feed.listLabel')}
      eagerFirst={!belowTheFold}
      empty={
        <EmptyState
          as="h3"
          icon={<Rss aria-hidden="true" className="size-6" />}
          title={t('feed.empty')}
          description={t('feed.emptyBody')}
          action={
            <ButtonLink to="/directorypage" variant="secondary">
              {t('landing.browseDirectory')}
            </ButtonLink>
          }
        />
      }
    />
  );
}
