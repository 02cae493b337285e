import { useSearchParams } from 'react-router';
import { ComingSoonBanner } from '../../../components/ComingSoonBanner';
import { ToggleButton } from '../../../components/ui/ToggleButton';
import { useFeedT } from '../i18n';
import OwnPosts from './OwnPosts';
import PublicFeed from './PublicFeed';

/**
 * The home page's posts: the community feed (everyone's posts, newest first, under the 'Coming Soon' banner) or the
 * member's own posts with Edit and Delete; which one is in the address (`?posts=mine`), so back returns to it.
 */
export default function HomePosts() {
  const t = useFeedT();
  const [search, setSearch] = useSearchParams();
  const mine = search.get('posts') === 'mine';
  const choose = (value: 'all' | 'mine') =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'mine') next.set('posts', 'mine');
        else next.delete('posts');
        return next;
      },
      { preventScrollReset: true },
    );
  const choice = (value: 'all' | 'mine', label: string) => (
    <ToggleButton pressed={mine === (value === 'mine')} onClick={() => choose(value)}>
      {label}
    </ToggleButton>
  );
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('home.showLabel')}</legend>
        {choice('all', t('home.communityTitle'))}
        {choice('mine', t('home.postsTitle'))}
      </fieldset>
      {mine ? (
        <OwnPosts />
      ) : (
        <section aria-labelledby="community-title" className="flex flex-col gap-3">
          <h2 id="community-title" className="text-lg font-bold text-ink">
            {t('home.communityTitle')}
          </h2>
          <ComingSoonBanner />
          <PublicFeed />
        </section>
      )}
    </div>
  );
}
