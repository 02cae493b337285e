import { Rss } from 'lucide-react';
import { ButtonLink, EmptyState } from '../../../components/ui';
import { useFeedT } from '../i18n';
import { usePublicFeed } from '../lib/feedApi';
import { PostList } from './PostList';

/** The public feed: newest posts first, visible without sign-in. */
export default function PublicFeed() {
  const t = useFeedT();
  const query = usePublicFeed();
  return (
    <PostList
      query={query}
      label={t('feed.listLabel')}
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
