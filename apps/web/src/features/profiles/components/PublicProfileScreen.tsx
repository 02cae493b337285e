import { Send } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { StartConversationButton } from '../../../components/StartConversationButton';
import { ButtonLink, Skeleton } from '../../../components/ui';
import { usePageTitle } from '../../../components/usePageTitle';
import { failureMessage } from '../../../lib/failure';
import { homePath, mayOfferProposal, proposalFormPath, useSession } from '../../../lib/session';
import { useProfilesT } from '../i18n';
import { PROFILE_KINDS, type ProfileKind, type PublicProfile, viewOfPublicProfile } from '../lib/profile';
import { isNotFound, usePublicProfile } from '../lib/profilesApi';
import { ProfileNotFound } from './ProfileParts';
import { PublicProfileView } from './PublicProfileView';

// The report dialog loads only for signed-in members (as on the feed's cards): a visitor downloads none of it.
const ReportButton = lazy(() =>
  import('../../../components/report/ReportButton').then((module) => ({ default: module.ReportButton })),
);

/** The kind carried in navigation state ({ type: 'creative' | 'business' | 'partner', admin? }), if any. */
export function kindFromState(state: unknown): ProfileKind | null {
  if (!state || typeof state !== 'object') return null;
  const type = (state as { type?: unknown }).type;
  if (type === 'user') return 'creative';
  return typeof type === 'string' && (PROFILE_KINDS as readonly string[]).includes(type) ? (type as ProfileKind) : null;
}

/** A page-level loading state that keeps the profile's shape (nothing jumps when it arrives). */
export function ProfileSkeleton() {
  const t = useProfilesT();
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        {t('profiles.loading')}
      </p>
      <Skeleton className="aspect-[3/1] w-full rounded-xl" />
      <Skeleton className="relative -mt-14 ml-4 size-24 rounded-full border-4 border-white" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * /profile/:id, /publicProfile/:refId and /adminprofile/:refId. Admin viewers get the admin-only card
 * (the API adds those fields for an admin token); `adminPage` always shows it and adds `adminExtra`, given the
 * loaded profile. The pages in app/pages hand in what other features show here: the posts, the admin's actions.
 */
export function PublicProfileScreen({
  posts,
  adminPage = false,
  adminExtra,
}: {
  posts: (authorId: string) => ReactNode;
  adminPage?: boolean;
  adminExtra?: (profile: PublicProfile) => ReactNode;
}) {
  const t = useProfilesT();
  const params = useParams();
  const location = useLocation();
  const session = useSession();
  const id = params.id ?? params.refId;
  const query = usePublicProfile(id, kindFromState(location.state));
  const view = query.data ? viewOfPublicProfile(query.data) : null;
  usePageTitle(view?.name ?? t('page.publicProfile.title'));
  const isAdmin = session.userType === 'admin';

  if (query.isPending) {
    return (
      <div>
        <h1 className="sr-only">{t('page.publicProfile.title')}</h1>
        <ProfileSkeleton />
      </div>
    );
  }
  if (query.isError || !view || !query.data) {
    const notFound = isNotFound(query.error);
    return (
      <Page title={t('page.publicProfile.title')}>
        {notFound ? (
          <ProfileNotFound
            action={
              <ButtonLink to={homePath(session)} variant="secondary">
                {t('common.goHome')}
              </ButtonLink>
            }
          />
        ) : (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-danger-soft p-4"
          >
            <p className="font-medium text-ink">{failureMessage(query.error, t('profile.loadFailed'))}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="min-h-11 font-semibold text-primary-dark underline underline-offset-2"
            >
              {t('profiles.retry')}
            </button>
          </div>
        )}
      </Page>
    );
  }
  return (
    <PublicProfileView view={view} showAdmin={Boolean(view.admin) && (isAdmin || adminPage)} posts={posts(view.id)}>
      {view.kind === 'partner' && !adminPage && mayOfferProposal(session) ? (
        <ButtonLink to={proposalFormPath(view.id)} className="w-full sm:w-fit">
          <Send aria-hidden="true" className="size-5" />
          {t('profiles.sendProposal')}
        </ButtonLink>
      ) : null}
      {adminPage ? (
        adminExtra?.(query.data)
      ) : (
        <div className="flex flex-wrap gap-2">
          <StartConversationButton
            subject={{ subject_type: 'member', member_id: view.id }}
            label="startChat.message"
            otherId={view.id}
            variant="primary"
          />
          {session.accessToken ? (
            <Suspense fallback={null}>
              <ReportButton targetType="profile" targetId={view.id} label={view.name} />
            </Suspense>
          ) : null}
        </div>
      )}
    </PublicProfileView>
  );
}
