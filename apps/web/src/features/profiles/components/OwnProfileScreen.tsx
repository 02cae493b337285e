import { ArrowLeft, ClipboardList, ShieldAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { ButtonLink, Spinner } from '../../../components/ui';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { NoticeCard } from '../../../components/ui/NoticeCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { ONBOARDING_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useProfilesT } from '../i18n';
import { type CreativeProfile, isOnboarded, viewOfOwnProfile } from '../lib/profile';
import { profileKeys, useOwnProfile } from '../lib/profilesApi';
import { AvailabilityEditor, SkillsEditor } from './Editors';
import { OwnProfileCard, OwnProfileFailed, useEditDialog } from './OwnProfileCard';
import { BioText, FactList, optionLabel, ProfileIdentity, SocialLinks, VerifiedBadge } from './ProfileParts';
import { ProfileSkeleton } from './PublicProfileScreen';

const EditInfoDialog = lazy(() => import('../components/EditInfoDialog'));
const OnboardingForm = lazy(() => import('../components/OnboardingForm'));
// A partner's own profile and its editor (with the shared schemas that check it) load for partners only.
const PartnerOwnProfile = lazy(() =>
  import('../components/PartnerOwnProfile').then((module) => ({ default: module.PartnerOwnProfile })),
);

/** The query a new photo or cover shows in. */
const OWN_PROFILE = [profileKeys.own];

const DETAIL_LABELS = {
  gender: 'profiles.detail.gender',
  levelOfEducation: 'profiles.detail.levelOfEducation',
  employmentStatus: 'profiles.detail.employmentStatus',
  skillLevel: 'profiles.detail.skillLevel',
  address: 'profiles.detail.address',
} as const;

/** 'Complete your profile': shown until the onboarding form has been sent. */
function CompleteProfileCard() {
  const t = useProfilesT();
  return (
    <NoticeCard id="complete-title" tone="warning" icon={ClipboardList} title={t('profiles.complete.title')}>
      <p className="text-ink">{t('profiles.complete.body')}</p>
      <ButtonLink to={ONBOARDING_PATH} className="w-full sm:w-fit">
        {t('profiles.complete.button')}
      </ButtonLink>
    </NoticeCard>
  );
}

/** The creative's own profile, with its editors, then `posts` (the feed's 'Your posts'). */
function OwnProfile({ profile, posts }: { profile: CreativeProfile; posts: ReactNode }) {
  const t = useProfilesT();
  const view = viewOfOwnProfile(profile);
  usePageTitle(t('page.ownProfile.title'));
  const dialog = useEditDialog();
  const onboarded = isOnboarded(profile);
  const facts = view.details.map((detail) => ({
    label: t(DETAIL_LABELS[detail.key as keyof typeof DETAIL_LABELS] ?? 'profiles.detail.address'),
    value: optionLabel(t, detail.value),
  }));

  return (
    <div className="flex flex-col gap-5">
      {onboarded ? null : <CompleteProfileCard />}
      <OwnProfileCard
        nameId="own-name"
        name={view.name}
        cover={view.cover}
        photo={view.photo}
        refresh={OWN_PROFILE}
        dialog={dialog}
        editLabel={t('profiles.edit.open')}
      >
        <div id="own-name">
          <ProfileIdentity view={view} />
        </div>
        {view.verification ? (
          <VerifiedBadge view={view} />
        ) : (
          <div className="flex flex-col items-start gap-1 rounded-lg border border-line bg-canvas p-3">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <ShieldAlert aria-hidden="true" className="size-5 text-warning" />
              {t('profiles.verify.title')}
            </p>
            <p className="text-sm text-muted">{t('profiles.verify.body')}</p>
            <Link to={ONBOARDING_PATH} className={LINK}>
              {t('profiles.verify.link')}
            </Link>
          </div>
        )}
        <SocialLinks view={view} />
      </OwnProfileCard>

      <section aria-labelledby="about-title" className={CARD}>
        <h2 id="about-title" className={CARD_TITLE}>
          {t('profiles.card.about')}
        </h2>
        {view.bio ? <BioText text={view.bio} /> : <p className="text-muted">{t('profiles.card.noBio')}</p>}
        <FactList items={facts} />
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <SkillsEditor profile={profile} />
        <AvailabilityEditor key={`${profile.status}-${profile.open_to_remote}`} profile={profile} />
      </div>

      {posts}

      {dialog.round > 0 ? (
        <Suspense fallback={null}>
          <EditInfoDialog
            key={dialog.round}
            profile={profile}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusRef={dialog.button}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** `/profilepage?onboarding=1`: the onboarding (biodata) form as a full page section. */
function Onboarding({ profile }: { profile: CreativeProfile }) {
  const t = useProfilesT();
  return (
    <Page title={t('profiles.onboarding.title')} subtitle={t('profiles.onboarding.intro')} className="max-w-2xl">
      <Link to="/profilepage" className={cn(LINK, 'gap-1 self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('profiles.onboarding.back')}
      </Link>
      <Suspense fallback={<Spinner label={t('profiles.loading')} />}>
        <OnboardingForm profile={profile} />
      </Suspense>
    </Page>
  );
}

/** Businesses have their own page: say where. */
function NotACreative() {
  const t = useProfilesT();
  const session = useSession();
  return (
    <Page title={t('page.ownProfile.title')}>
      <section className={CARD}>
        <p className="text-ink">{t('profiles.notCreative.body')}</p>
        <ButtonLink to={session.userType === 'business' ? '/businessProfile' : '/homepage'} className="w-full sm:w-fit">
          {session.userType === 'business' ? t('profiles.notCreative.business') : t('profiles.notCreative.home')}
        </ButtonLink>
      </section>
    </Page>
  );
}

/**
 * /profilepage – the creative's own profile; `?onboarding=1` shows the onboarding form. `posts` is the feed's part,
 * handed in by app/pages/OwnProfilePage.
 */
export function OwnProfileScreen({ posts }: { posts: ReactNode }) {
  const t = useProfilesT();
  const session = useSession();
  const [params] = useSearchParams();
  const isCreative = session.userType === 'user';
  const query = useOwnProfile(isCreative);

  if (session.userType === 'partner') {
    return (
      <Suspense fallback={<ProfileSkeleton />}>
        <PartnerOwnProfile />
      </Suspense>
    );
  }
  if (!isCreative) return <NotACreative />;
  if (query.isPending) {
    return (
      <div>
        <h1 className="sr-only">{t('page.ownProfile.title')}</h1>
        <ProfileSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return <OwnProfileFailed error={query.error} fallback={t('profile.loadFailed')} retry={query.refetch} />;
  }
  if (params.get('onboarding') === '1') return <Onboarding profile={query.data} />;
  return <OwnProfile profile={query.data} posts={posts} />;
}
