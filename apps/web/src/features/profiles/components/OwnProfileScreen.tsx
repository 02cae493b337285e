import { ArrowLeft, ClipboardList, Pencil, ShieldAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LINK } from '../../../components/form/controls';
import { PhotoUpload } from '../../../components/form/PhotoUpload';
import { Page } from '../../../components/Page';
import { Button, ButtonLink, Spinner } from '../../../components/ui';
import { CARD, CARD_TITLE } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { usePageTitle } from '../../../components/usePageTitle';
import { failureMessage } from '../../../lib/failure';
import { ONBOARDING_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useProfilesT } from '../i18n';
import { type CreativeProfile, isOnboarded, viewOfOwnProfile } from '../lib/profile';
import { profileKeys, useOwnProfile } from '../lib/profilesApi';
import { AvailabilityEditor, SkillsEditor } from './Editors';
import {
  BioText,
  CoverImage,
  FactList,
  optionLabel,
  ProfileIdentity,
  ProfilePicture,
  SocialLinks,
  VerifiedBadge,
} from './ProfileParts';
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
    <section
      aria-labelledby="complete-title"
      className="flex flex-col gap-3 rounded-xl border border-warning-line bg-warning-soft p-4"
    >
      <h2 id="complete-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <ClipboardList aria-hidden="true" className="size-5 text-warning" />
        {t('profiles.complete.title')}
      </h2>
      <p className="text-ink">{t('profiles.complete.body')}</p>
      <ButtonLink to={ONBOARDING_PATH} className="w-full sm:w-fit">
        {t('profiles.complete.button')}
      </ButtonLink>
    </section>
  );
}

/** The creative's own profile, with its editors, then `posts` (the feed's 'Your posts'). */
function OwnProfile({ profile, posts }: { profile: CreativeProfile; posts: ReactNode }) {
  const t = useProfilesT();
  const view = viewOfOwnProfile(profile);
  usePageTitle(t('page.ownProfile.title'));
  const editButton = useRef<HTMLButtonElement>(null);
  const [editOpen, setEditOpen] = useState(false);
  // Each opening starts from the saved profile (a new key), and the dialog's code loads on the first one.
  const [editRound, setEditRound] = useState(0);
  // The upload answer's srcset, for the image just uploaded (the profile stores only the address).
  const [srcSets, setSrcSets] = useState<Record<string, string | null>>({});
  const onboarded = isOnboarded(profile);
  const facts = view.details.map((detail) => ({
    label: t(DETAIL_LABELS[detail.key as keyof typeof DETAIL_LABELS] ?? 'profiles.detail.address'),
    value: optionLabel(t, detail.value),
  }));

  return (
    <div className="flex flex-col gap-5">
      {onboarded ? null : <CompleteProfileCard />}
      <article aria-labelledby="own-name" className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
        <CoverImage src={view.cover} srcSet={view.cover ? srcSets[view.cover] : null}>
          <PhotoUpload
            kind="cover"
            refresh={OWN_PROFILE}
            className="absolute right-2 bottom-2"
            onUploaded={(image) => setSrcSets((current) => ({ ...current, [image.url]: image.srcset }))}
          />
        </CoverImage>
        <div className="flex flex-col gap-3 px-4 pb-4">
          <div className="relative -mt-12 flex items-end gap-2">
            <ProfilePicture
              name={view.name}
              src={view.photo}
              srcSet={view.photo ? srcSets[view.photo] : null}
              className="border-4 border-white"
            />
            <PhotoUpload
              kind="profile"
              refresh={OWN_PROFILE}
              className="-ml-10 items-start"
              onUploaded={(image) => setSrcSets((current) => ({ ...current, [image.url]: image.srcset }))}
            />
          </div>
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
          <Button
            ref={editButton}
            variant="secondary"
            className="w-full sm:w-fit"
            onClick={() => {
              setEditRound((round) => round + 1);
              setEditOpen(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {t('profiles.edit.open')}
          </Button>
        </div>
      </article>

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

      {editRound > 0 ? (
        <Suspense fallback={null}>
          <EditInfoDialog
            key={editRound}
            profile={profile}
            open={editOpen}
            onOpenChange={setEditOpen}
            returnFocusRef={editButton}
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
    return (
      <Page title={t('page.ownProfile.title')}>
        <LoadFailed
          message={failureMessage(query.error, t('profile.loadFailed'))}
          retryLabel={t('profiles.retry')}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  if (params.get('onboarding') === '1') return <Onboarding profile={query.data} />;
  return <OwnProfile profile={query.data} posts={posts} />;
}
