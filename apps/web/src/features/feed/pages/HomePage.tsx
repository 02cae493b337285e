import { Building2, Handshake } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ComingSoonBanner } from '../../../components/ComingSoonBanner';
import { Page } from '../../../components/Page';
import { ButtonLink, Skeleton } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { displayName, useSession } from '../../../lib/session';
import { PartnerPendingNotice } from '../../accounts/components/PartnerPendingNotice';
import { AvailabilityEditor, SkillsEditor } from '../../profiles/components/Editors';
import { CARD, CARD_TITLE } from '../../profiles/components/ProfileParts';
import { ProfileSummaryCard } from '../../profiles/components/ProfileSummaryCard';
import { useProfilesT } from '../../profiles/i18n';
import { failureMessage } from '../../profiles/lib/errors';
import { ONBOARDING_PATH } from '../../profiles/lib/paths';
import { isOnboarded } from '../../profiles/lib/profile';
import { useOwnProfile, usePartnerOwnProfile } from '../../profiles/lib/profilesApi';
import OwnPosts from '../components/OwnPosts';
import PublicFeed from '../components/PublicFeed';
import { useFeedT } from '../i18n';

/** The creative's side of the home page: summary card, skills and availability. */
function CreativeHome() {
  const t = useProfilesT();
  const query = useOwnProfile();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <p role="status" className="sr-only">
          {t('profiles.loading')}
        </p>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger bg-danger-soft p-4 font-medium text-ink">
        {failureMessage(query.error, t('profile.loadFailed'), t)}
      </div>
    );
  }
  const profile = query.data;
  return (
    <div className="flex flex-col gap-5">
      {isOnboarded(profile) ? null : (
        <section className="flex flex-col gap-2 rounded-xl border border-warning-line bg-warning-soft p-4">
          <h2 className="text-lg font-bold text-ink">{t('profiles.complete.title')}</h2>
          <p>{t('profiles.complete.body')}</p>
          <ButtonLink to={ONBOARDING_PATH} className="w-full sm:w-fit">
            {t('profiles.complete.button')}
          </ButtonLink>
        </section>
      )}
      <ProfileSummaryCard profile={profile} />
      <SkillsEditor profile={profile} />
      <AvailabilityEditor key={`${profile.status}-${profile.open_to_remote}`} profile={profile} />
    </div>
  );
}

/** Businesses and partners: a short summary and where their own pages are. */
function OrganisationHome({ kind }: { kind: 'business' | 'partner' }) {
  const t = useProfilesT();
  const session = useSession();
  const partner = usePartnerOwnProfile(kind === 'partner');
  const name = (kind === 'partner' ? partner.data?.name : null) || displayName(session.profile);
  const Icon = kind === 'partner' ? Handshake : Building2;
  return (
    <section aria-labelledby="org-summary" className={CARD}>
      <h2 id="org-summary" className={`${CARD_TITLE} flex items-center gap-2`}>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-dark" />
        {name || (kind === 'partner' ? t('profiles.home.partner') : t('profiles.home.business'))}
      </h2>
      <p className="text-muted">
        {kind === 'partner' ? t('profiles.home.partnerBody') : t('profiles.home.businessBody')}
      </p>
      {kind === 'partner' && partner.data ? (
        <ButtonLink
          to={`/profile/${partner.data.id}`}
          state={{ type: 'partner' }}
          variant="secondary"
          className="w-full sm:w-fit"
        >
          {t('profiles.home.viewPartner')}
        </ButtonLink>
      ) : kind === 'business' ? (
        <ButtonLink to="/businessProfile" variant="secondary" className="w-full sm:w-fit">
          {t('profiles.home.viewBusiness')}
        </ButtonLink>
      ) : null}
    </section>
  );
}

/**
 * The home page's posts: the community feed (everyone's posts, newest first, under the 'Coming Soon' banner) or the
 * member's own posts with Edit and Delete; which one is in the address (`?posts=mine`), so back returns to it.
 */
function HomePosts() {
  const t = useFeedT();
  const [search, setSearch] = useSearchParams();
  const mine = search.get('posts') === 'mine';
  const choice = (value: 'all' | 'mine', label: string) => (
    <button
      type="button"
      aria-pressed={mine === (value === 'mine')}
      onClick={() =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'mine') next.set('posts', 'mine');
            else next.delete('posts');
            return next;
          },
          { preventScrollReset: true },
        )
      }
      className={cn(
        'min-h-11 rounded-lg px-4 font-semibold',
        mine === (value === 'mine') ? 'bg-primary text-white' : 'border border-line bg-white text-ink hover:bg-canvas',
      )}
    >
      {label}
    </button>
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

/** /homepage – own profile, skills and availability beside the community feed (or the member's own posts). */
export default function HomePage() {
  const t = useProfilesT();
  const session = useSession();
  const kind = session.userType;
  return (
    <Page title={t('page.home.title')}>
      <PartnerPendingNotice />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          {kind === 'user' ? <CreativeHome /> : null}
          {kind === 'business' || kind === 'partner' ? <OrganisationHome kind={kind} /> : null}
        </div>
        <div className="min-w-0">
          <HomePosts />
        </div>
      </div>
    </Page>
  );
}
